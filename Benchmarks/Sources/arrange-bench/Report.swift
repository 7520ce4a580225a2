import Arrange

/// Formats measurements: one JSON object per line, or a human-readable table.
enum Report {
    /// A JSON line. `full` adds the table-only details (used between a `--single` child and the driver);
    /// otherwise the issue's `workload`, `views`, `ns_per_view_median`, `measure_calls_per_view`,
    /// `peak_rss_bytes`, plus `rss_delta_after_first_layout_bytes` (the Taffy script's memory figure)
    /// and `peak_delta_first_layout_bytes` (the peak of resolving and laying out one tree).
    static func jsonLine(_ m: Measurement, full: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        if full {
            data = try encoder.encode(m)
        } else {
            data = try encoder.encode(Public(workload: m.workload, views: m.views,
                                             ns_per_view_median: m.ns_per_view_median,
                                             measure_calls_per_view: m.measure_calls_per_view,
                                             peak_rss_bytes: m.peak_rss_bytes,
                                             rss_delta_after_first_layout_bytes: m.rss_delta_after_first_layout_bytes,
                                             peak_delta_first_layout_bytes: m.peak_delta_first_layout_bytes))
        }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Public: Encodable {
        var workload: String
        var views: Int
        var ns_per_view_median: Double
        var measure_calls_per_view: Double
        var peak_rss_bytes: Int
        var rss_delta_after_first_layout_bytes: Int
        var peak_delta_first_layout_bytes: Int
    }

    static func printHeader() {
        print("ns/view, min: layout only (sizing + placement), median and min of full layouts after a warm-up; resolve: building")
        print("the node tree, not timed by Taffy. Root proposed nil × nil (Taffy: max-content), W5 a fixed width.")
        print("Δ B/view: (peak RSS over all runs − RSS before the tree was built) / views; 1st B/v: (RSS right after the first layout −")
        print("RSS before the tree was built) / views, Taffy's memory figure; 1st pk: the same with the peak RSS right after the first layout")
        print("(resolving and laying out one tree); one process per workload unless --in-process.")
        print(pad("workload", 30) + lpad("views", 9) + lpad("ns/view", 10) + lpad("min", 9)
              + lpad("resolve", 10) + lpad("measure/v", 10) + lpad("measures", 9) + lpad("hits/v", 7) + lpad("peak RSS", 11)
              + lpad("Δ B/view", 9) + lpad("1st B/v", 8) + lpad("1st pk", 7) + lpad("runs", 6) + "  size")
    }

    static func printRow(_ m: Measurement) {
        let size = m.sizeOK ? "ok" : "WRONG \(m.rootWidth)×\(m.rootHeight), expected \(m.expectedWidth)×\(m.expectedHeight)"
        print(pad(m.workload, 30) + lpad("\(m.views)", 9) + lpad(fmt(m.ns_per_view_median), 10)
              + lpad(fmt(m.nsPerViewMin), 9) + lpad(fmt(m.resolveNsPerViewMedian), 10)
              + lpad(fmt(m.measure_calls_per_view, 4), 10) + lpad("\(m.measureCalls)", 9) + lpad(fmt(m.cacheHitsPerView, 2), 7)
              + lpad(mib(m.peak_rss_bytes), 11)
              + lpad(fmt(Double(m.peak_rss_bytes - m.baselineRSSBytes) / Double(m.views), 0), 9)
              + lpad(fmt(Double(m.rss_delta_after_first_layout_bytes) / Double(m.views), 0), 8)
              + lpad(fmt(Double(m.peak_delta_first_layout_bytes) / Double(m.views), 0), 7)
              + lpad("\(m.runs)", 6) + "  " + size)
        if m.fullLayoutNsPerView > 0 {
            print("  relayout: \(String(format: "%.3f", m.ns_per_view_median / m.fullLayoutNsPerView * 100)) % of the full layout before it"
                  + " (\(fmt(m.fullLayoutNsPerView)) ns/view); \(m.viewsPlaced) views placed, \(m.measureCalls) measure calls")
        }
    }

    static func printFailure(_ w: Workload, error: Error, json: Bool) {
        let line = "\(w.name): FAILED (\(error))"
        if json { printToStandardError(line) } else { print(line) }
    }

    static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func fmt(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }
    private static func mib(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
    private static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
    private static func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? " " + s : String(repeating: " ", count: n - s.count) + s }
}

/// Runs one workload in a fresh copy of this executable (`--single NAME`) and reads back its result.
enum Child {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ name: String) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--single", name]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .uncaughtSignal ? "signal" : "exit status"
            throw Failure(description: "child process ended with \(how) \(process.terminationStatus)")
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return try JSONDecoder().decode(Measurement.self, from: Data(line.utf8))
    }
}
