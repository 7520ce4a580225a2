import XCTest
@testable import Arrange

/// An environment whose text is measured with box typefaces: at 10 pt every character is 5 pt
/// wide, a line is 10 pt tall and its baseline 8 pt down; every glyph id is 1.
func boxEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.fontProvider = BoxFontProvider()
    return environment
}

/// The display list of `view` laid out in a hosting view of `size`.
func displayList<V: View>(_ view: V, width: CGFloat, height: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    LayoutSnapshot(of: view, in: CGSize(width: width, height: height), environment: environment).displayList
}

/// The display list of `view` at its ideal size, text measured with box typefaces at 10 pt.
func boxDisplayList<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> DisplayList {
    LayoutSnapshot(of: view.font(.system(size: 10)), proposal: proposal, environment: boxEnvironment()).displayList
}

/// Compares `text` with the named snapshot file next to the tests (`Snapshots/<name>.<pathExtension>`,
/// `txt` unless given: `svg` for SVG documents, so they open in a viewer), printing a line diff on
/// failure. With `ARRANGE_RECORD_SNAPSHOTS=1` the file is (re)written and the test fails, so a
/// freshly written baseline never passes; a missing baseline fails too.
///
/// To re-record: `ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter ArrangeRenderingTests`, check the changed
/// files with `git diff Tests/ArrangeRenderingTests/Snapshots`, then run the tests again without it.
func assertSnapshot(_ text: String, named name: String, pathExtension: String = "txt", file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Snapshots")
    let url = directory.appendingPathComponent(name + "." + pathExtension)
    if ProcessInfo.processInfo.environment["ARRANGE_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        XCTFail("Recorded snapshot \(name); check it and run again without ARRANGE_RECORD_SNAPSHOTS", file: file, line: line)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("No snapshot \(name) at \(url.path); record it with ARRANGE_RECORD_SNAPSHOTS=1", file: file, line: line)
        return
    }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard expectedLines != actualLines else { return }
    var diff: [String] = []
    for index in 0..<Swift.max(expectedLines.count, actualLines.count) {
        let old = index < expectedLines.count ? expectedLines[index] : nil
        let new = index < actualLines.count ? actualLines[index] : nil
        if old == new { diff.append("  " + (old ?? "")); continue }
        if let old { diff.append("- " + old) }
        if let new { diff.append("+ " + new) }
    }
    XCTFail("Snapshot \(name) differs:\n" + diff.joined(separator: "\n"), file: file, line: line)
}
