import Arrange
import Foundation
import XCTest

// The machinery behind the oracle fixture tests: loading `cases.json`, laying a case's view out,
// comparing it with the expected frames and describing a failure.
//
// Expected numbers come only from `cases.json`; the Swift side only says how to build each view,
// where the `.id` marks go and how the case's `proposal`/`coordinate_space` is read.

/// One ground-truth case of `cases.json`, as loaded.
struct OracleFixture {
    let id: String
    let raw: [String: Any]

    var swiftui: String { raw["swiftui"] as? String ?? "" }
    var expected: [String: Any] { raw["expected"] as? [String: Any] ?? [:] }

    /// The expected frames, in the order the case lists them.
    var expectedFrames: [(view: String, rect: CGRect)] {
        let frames = expected["frames"] as? [[String: Any]] ?? []
        return frames.map { frame in
            (frame["view"] as? String ?? "?",
             CGRect(x: oracleNumber(frame["x"]) ?? .nan, y: oracleNumber(frame["y"]) ?? .nan,
                    width: oracleNumber(frame["width"]) ?? .nan, height: oracleNumber(frame["height"]) ?? .nan))
        }
    }

    /// The case's `proposal` when it is a concrete size.
    var proposalSize: CGSize? {
        guard let proposal = raw["proposal"] as? [String: Any],
              let width = oracleNumber(proposal["width"]), let height = oracleNumber(proposal["height"]) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// An expected size stored under `key` (`root_view_size`, `hstack_size`, `size`).
    func expectedSize(_ key: String) -> CGSize? {
        guard let size = expected[key] as? [String: Any],
              let width = oracleNumber(size["width"]), let height = oracleNumber(size["height"]) else { return nil }
        return CGSize(width: width, height: height)
    }

    static let all: [String: OracleFixture] = {
        var result: [String: OracleFixture] = [:]
        for fixture in ordered { result[fixture.id] = fixture }
        return result
    }()

    /// All cases in file order.
    static let ordered: [OracleFixture] = {
        guard let url = Bundle.module.url(forResource: "cases", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = root["cases"] as? [[String: Any]] else { return [] }
        return cases.map { OracleFixture(id: $0["id"] as? String ?? "", raw: $0) }
    }()
}

/// A JSON number (or "inf"/"-inf"/"nan", the oracle's spelling of non-finite values) as a CGFloat.
func oracleNumber(_ value: Any?) -> CGFloat? {
    switch value {
    case let number as NSNumber: return CGFloat(number.doubleValue)
    case let number as Double: return CGFloat(number)
    case let number as Int: return CGFloat(number)
    case let text as String:
        let text = text.trimmingCharacters(in: .whitespaces)
        switch text.lowercased() {
        case "inf", "+inf", "infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan": return .nan
        default: return Double(text).map { CGFloat($0) }
        }
    default: return nil
    }
}

/// How close an actual value must be to an expected one.
let oracleTolerance: CGFloat = 0.01

func oracleClose(_ actual: CGFloat, _ expected: CGFloat) -> Bool {
    if actual == expected { return true }          // also equal infinities
    if expected.isNaN { return actual.isNaN }
    return abs(actual - expected) <= oracleTolerance
}

func oracleClose(_ actual: CGSize, _ expected: CGSize) -> Bool {
    oracleClose(actual.width, expected.width) && oracleClose(actual.height, expected.height)
}

func oracleClose(_ actual: CGRect, _ expected: CGRect) -> Bool {
    oracleClose(actual.minX, expected.minX) && oracleClose(actual.minY, expected.minY)
        && oracleClose(actual.width, expected.width) && oracleClose(actual.height, expected.height)
}

func oracleFormat(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(describing: Double(rounded))
}

func oracleFormat(_ size: CGSize) -> String { "\(oracleFormat(size.width)) x \(oracleFormat(size.height))" }

func oracleFormat(_ rect: CGRect) -> String {
    "x \(oracleFormat(rect.minX)), y \(oracleFormat(rect.minY)), \(oracleFormat(rect.width)) x \(oracleFormat(rect.height))"
}

/// What a case check found: mismatches, and what it saw (printed on failure).
struct OracleReport {
    var reading = ""
    var failures: [String] = []
    var expected: [String] = []
    var actual: [String] = []
    var snapshots: [String] = []

    /// Records one compared value.
    mutating func compare(_ what: String, actual: CGFloat?, expected: CGFloat) {
        self.expected.append("\(what): \(oracleFormat(expected))")
        self.actual.append("\(what): \(actual.map(oracleFormat) ?? "missing")")
        if actual.map({ oracleClose($0, expected) }) != true {
            failures.append("\(what): expected \(oracleFormat(expected)), got \(actual.map(oracleFormat) ?? "missing")")
        }
    }

    mutating func compare(_ what: String, actual: CGSize?, expected: CGSize) {
        self.expected.append("\(what): \(oracleFormat(expected))")
        self.actual.append("\(what): \(actual.map(oracleFormat) ?? "missing")")
        if actual.map({ oracleClose($0, expected) }) != true {
            failures.append("\(what): expected \(oracleFormat(expected)), got \(actual.map(oracleFormat) ?? "missing")")
        }
    }

    mutating func fail(_ message: String) { failures.append(message) }
}

/// How a case is turned into a layout and checked.
struct OracleCase {
    /// How the case's `proposal` and `coordinate_space` are read.
    enum Reading {
        /// "root/hosting view points; root view is centred in the proposal": a hosting view of the
        /// proposal's size (`LayoutSnapshot(of:in:)`).
        case hosting
        /// The whole expression is proposed exactly the case's `proposal` with its origin at (0, 0)
        /// (`LayoutSnapshot(of:proposal:)`); the reason says why these coordinates are the case's.
        case exactProposal(String)

        var text: String {
            switch self {
            case .hosting: return "hosting view of the case's proposal; root centred (LayoutSnapshot(of:in:))"
            case .exactProposal(let why): return "root proposed exactly the case's proposal at (0,0) (LayoutSnapshot(of:proposal:)): \(why)"
            }
        }
    }

    enum Kind {
        /// Frames compared view by view. `marks` lists, for each expected frame in order, the `.id`
        /// that marks it ("@root" = the root view); nil means the expected `view` names themselves.
        case frames(reading: Reading, marks: [String]?, layout: (Reading, CGSize) -> LayoutSnapshot)
        /// A dedicated check for a case whose expectation is not a list of frames.
        case custom((OracleFixture, inout OracleReport) -> Void)
    }

    let kind: Kind

    static func hosted<V: View>(marks: [String]? = nil, @ViewBuilder _ build: @escaping () -> V) -> OracleCase {
        OracleCase(kind: .frames(reading: .hosting, marks: marks, layout: Self.layout(build)))
    }

    static func proposed<V: View>(_ why: String, marks: [String]? = nil, @ViewBuilder _ build: @escaping () -> V) -> OracleCase {
        OracleCase(kind: .frames(reading: .exactProposal(why), marks: marks, layout: Self.layout(build)))
    }

    static func custom(_ check: @escaping (OracleFixture, inout OracleReport) -> Void) -> OracleCase {
        OracleCase(kind: .custom(check))
    }

    private static func layout<V: View>(_ build: @escaping () -> V) -> (Reading, CGSize) -> LayoutSnapshot {
        { reading, size in
            switch reading {
            case .hosting: return LayoutSnapshot(of: build(), in: size)
            case .exactProposal: return LayoutSnapshot(of: build(), proposal: ProposedViewSize(size))
            }
        }
    }
}

enum OracleRunner {
    /// Runs the case `id`: skips it, or checks it and fails with INPUT / EXPECTED / ACTUAL.
    static func run(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        if let feature = oracleSkippedCases[id] {
            throw XCTSkip("waits for \(feature)")
        }
        guard let fixture = OracleFixture.all[id] else {
            XCTFail("case \(id) is not in cases.json", file: file, line: line)
            return
        }
        guard let oracleCase = oracleCases[id] else {
            XCTFail("case \(id) is neither implemented nor skipped", file: file, line: line)
            return
        }
        var report = OracleReport()
        switch oracleCase.kind {
        case let .frames(reading, marks, layout):
            checkFrames(fixture, reading: reading, marks: marks, layout: layout, report: &report)
        case let .custom(check):
            report.reading = "dedicated check"
            check(fixture, &report)
        }
        let verbose = ProcessInfo.processInfo.environment["ORACLE_VERBOSE"] != nil
        guard !report.failures.isEmpty || verbose else { return }
        var message = [report.failures.isEmpty ? "oracle case \(id) passed:" : "oracle case \(id) failed:"]
        message += report.failures.map { "  - \($0)" }
        message.append("INPUT:\n  \(fixture.swiftui)")
        message.append("READING: \(report.reading)")
        message.append("EXPECTED:\n" + report.expected.map { "  \($0)" }.joined(separator: "\n"))
        message.append("ACTUAL:\n" + report.actual.map { "  \($0)" }.joined(separator: "\n"))
        for snapshot in report.snapshots { message.append("SNAPSHOT:\n\(snapshot)") }
        let text = message.joined(separator: "\n")
        print(text)
        if !report.failures.isEmpty { XCTFail(text, file: file, line: line) }
    }

    static func checkFrames(_ fixture: OracleFixture, reading: OracleCase.Reading, marks: [String]?,
                            layout: (OracleCase.Reading, CGSize) -> LayoutSnapshot, report: inout OracleReport) {
        report.reading = reading.text
        guard let size = fixture.proposalSize else {
            report.fail("the case has no concrete proposal to lay out with")
            return
        }
        let snapshot = layout(reading, size)
        report.snapshots.append(snapshot.description)
        let expectedFrames = fixture.expectedFrames
        if expectedFrames.isEmpty { report.fail("the case lists no expected frames") }
        if let marks, marks.count != expectedFrames.count {
            report.fail("\(marks.count) marks for \(expectedFrames.count) expected frames")
            return
        }
        var checkedKeys: Set<String> = ["frames"]
        if let rootSize = fixture.expectedSize("root_view_size") {
            checkedKeys.insert("root_view_size")
            report.compare("root_view_size", actual: snapshot.size, expected: rootSize)
        }
        if let stackSize = fixture.expectedSize("hstack_size") {
            checkedKeys.insert("hstack_size")
            report.compare("hstack_size (view marked \"hstack\")", actual: snapshot.frame(of: "hstack")?.size, expected: stackSize)
        }
        for (index, frame) in expectedFrames.enumerated() {
            let mark = marks?[index] ?? frame.view
            let actual = mark == "@root" ? snapshot.rootFrame : snapshot.frame(of: mark)
            let label = mark == frame.view ? "\"\(frame.view)\"" : "\"\(frame.view)\" (mark \(mark))"
            report.expected.append("\(label): \(oracleFormat(frame.rect))")
            report.actual.append("\(label): \(actual.map(oracleFormat) ?? "no view marked \(mark)")")
            if actual.map({ oracleClose($0, frame.rect) }) != true {
                report.fail("\(label): expected \(oracleFormat(frame.rect)), got \(actual.map(oracleFormat) ?? "no view marked \(mark)")")
            }
        }
        for key in fixture.expected.keys.sorted() where !checkedKeys.contains(key) {
            report.fail("expected.\(key) is not checked by the frame comparison")
        }
    }
}
