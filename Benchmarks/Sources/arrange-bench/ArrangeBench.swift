import Arrange
import ArgumentParser
import Foundation

/// The `arrange-bench` command: lays out the standard workloads (Benchmarks/README.md, "Workloads") with
/// Arrange and reports nanoseconds per view, measure calls per view and peak memory.
///
/// By default each workload runs in a fresh child process (the driver re-executes itself with the
/// hidden `--single NAME` flag), so one workload's peak RSS does not pollute another's.
@main
struct ArrangeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange-bench",
        abstract: "Times Arrange's layout pass on the standard benchmark workloads."
    )

    @Option(help: "Run only the workloads whose name starts with this (e.g. W3, \"W1 flat 1000\").")
    var only: String?

    @Flag(help: "Print one JSON object per workload and line instead of a table.")
    var json = false

    @Flag(help: "Run every workload in this process instead of one child process each.")
    var inProcess = false

    @Flag(help: "Run the smallest size of each workload family once, in this process, and fail on a wrong root size or more than \(Self.smokeMeasureCallsPerView) measure calls per view (no timing is checked; for CI).")
    var smoke = false

    @Option(help: .hidden)
    var single: String?

    @Option(help: "The updates each update workload (U1–U4) times; its median is reported. More make a profile of the updates alone (the first build is one).")
    var updates = 10

    @Option(help: "Write the social card's SVG to this path and exit (for Scripts/bench-card-vs-resvg.sh).")
    var writeCardSVG: String?

    @Option(help: "Write the social card's PNG files to PREFIX-1x.png and PREFIX-2x.png and exit (to compare encoders' pixels).")
    var writeCardPNG: String?

    /// The bound `--smoke` puts on measure calls per view: a small constant on every workload.
    static let smokeMeasureCallsPerView = 4.0

    mutating func run() throws {
        if smoke { return try runSmoke() }
        if let writeCardSVG {
            try CardBench.svg().write(toFile: writeCardSVG, atomically: true, encoding: .utf8)
            return
        }
        if let writeCardPNG {
            for scale in [1, 2] {
                try CardBench.png(scale: CGFloat(scale)).write(to: URL(fileURLWithPath: "\(writeCardPNG)-\(scale)x.png"))
            }
            return
        }
        if let single {
            guard let workload = allWorkloads.first(where: { $0.name == single }) else {
                throw ValidationError("no workload named \(single)")
            }
            print(try Report.jsonLine(Runner.run(workload), full: true))
            return
        }
        // The social card (`--only card`): rendering, not layout, so it has its own report.
        let runsCard = only.map { "card".hasPrefix($0) || $0.hasPrefix("card") } ?? true
        if runsCard {
            for result in try CardBench.run() {
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    print(String(decoding: try encoder.encode(result), as: UTF8.self))
                } else {
                    print("\(result.workload): \(String(format: "%.2f", result.ms_per_card_median)) ms per card (median of \(result.runs), "
                          + "min \(String(format: "%.2f", result.ms_per_card_min))), \(result.output_bytes) bytes")
                }
            }
            let layout = CardLayoutBench.run()
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try encoder.encode(layout), as: UTF8.self))
            } else {
                print("\(layout.workload): \(String(format: "%.1f", layout.wall_us_median)) µs per call, \(String(format: "%.1f", layout.resolve_plus_layout_us_median)) µs resolving and laying out (medians of \(layout.runs)): \(String(format: "%.1f", layout.outside_pass_percent)) % outside the pass")
            }
            if only != nil { return }
        }
        // The update workloads (`--only U`): a host, one change, the update.
        if only.map({ $0.hasPrefix("U") }) ?? true {
            let results = UpdateBench.run(only: only, updates: max(1, updates))
            for result in results {
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    print(String(decoding: try encoder.encode(result), as: UTF8.self))
                } else {
                    print("\(result.workload): \(result.nodes) nodes; per update \(result.bodies_evaluated) bodies, \(result.nodes_resolved) nodes resolved, "
                          + "\(result.views_placed) placed, \(String(format: "%.2f", result.update_ms)) ms = \(String(format: "%.1f", result.update_percent_of_first)) % of the first build (\(String(format: "%.2f", result.first_build_ms)) ms)")
                }
            }
            if only != nil { return }
        }
        let selected = allWorkloads.filter { only == nil || $0.name.hasPrefix(only!) }
        let pending = pendingFamilies.filter { only == nil || $0.prefix.hasPrefix(only!) || only!.hasPrefix($0.prefix) }
        if selected.isEmpty && pending.isEmpty {
            throw ValidationError("no workload starts with \(only ?? "")")
        }
        if !json && !selected.isEmpty { Report.printHeader() }
        for workload in selected {
            let result: Measurement
            do {
                result = inProcess ? Runner.run(workload) : try Child.run(workload.name)
            } catch {
                Report.printFailure(workload, error: error, json: json)
                continue
            }
            if json { print(try Report.jsonLine(result, full: false)) } else { Report.printRow(result) }
        }
        for family in pending {
            if json { Report.printToStandardError(family.note) } else { print(family.note) }
        }
    }

    /// `--smoke`: every family at its smallest size, one timed run, results checked.
    private func runSmoke() throws {
        Runner.smoke = true
        let selected = smokeWorkloads.filter { only == nil || $0.name.hasPrefix(only!) }
        if !json { Report.printHeader() }
        var failures: [String] = []
        for workload in selected {
            let result = Runner.run(workload)
            if json { print(try Report.jsonLine(result, full: false)) } else { Report.printRow(result) }
            if !result.sizeOK { failures.append("\(workload.name): wrong root size") }
            if result.measure_calls_per_view > Self.smokeMeasureCallsPerView {
                failures.append("\(workload.name): \(result.measure_calls_per_view) measure calls per view")
            }
        }
        guard failures.isEmpty else {
            Report.printToStandardError("smoke failed:\n" + failures.joined(separator: "\n"))
            throw ExitCode.failure
        }
        Report.printToStandardError("smoke: \(selected.count) workloads laid out, sizes and measure calls as expected")
    }
}
