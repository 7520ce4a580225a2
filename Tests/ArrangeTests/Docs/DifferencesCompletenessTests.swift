import XCTest

/// Docs/Differences.md's "Not yet implemented (planned)" table names exactly the SwiftUI APIs this
/// catalogue knows to be missing, and none of those Arrange has (each of which a
/// source-compatibility test compiles), so the page cannot claim to list every known difference
/// while whole families are absent from it.
final class DifferencesCompletenessTests: XCTestCase {
    /// SwiftUI APIs that apps use and Arrange lacks, by family (Apple's SwiftUI documentation's
    /// topic groups: navigation, controls, presentation, gestures, styles, scrolling, animation,
    /// text, drawing). When one is built, it moves to `implemented`.
    static let missing: [String] = [
        "NavigationSplitView",
        "ControlGroup", "swipeActions", "searchable",
        "ColorPicker", "ShareLink",
        "contextMenu",
        "ScrollViewReader", "scrollPosition", "scrollTargetBehavior",
        "PhaseAnimator", "KeyframeAnimator", "CustomAnimation", "Transition",
        "SystemFormatStyle",
    ]

    /// APIs the table may mention only as implemented (in parentheses), never as missing: each is
    /// compiled by a test in Tests/SourceCompatibilityTests.
    static let implemented: [String] = [
        "onTapGesture", "LabelStyle", "ToggleStyle", "GaugeStyle", "ButtonStyle", "pinnedViews",
        "controlSize", "matchedGeometryEffect", "mask", "blur", "Gauge", "Link", "Canvas", "TimelineView", "Image(_:bundle:)", "EllipticalGradient",
        "DragGesture", "LongPressGesture", "TapGesture", "MagnifyGesture", "RotateGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture",
        "LabeledContent", "GroupBox", "ProgressViewStyle", "GroupBoxStyle", "LabeledContentStyle", "ButtonRole", "Color(_:bundle:)",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "DismissAction", "refreshable", "EditButton",
        "TextField", "SecureField", "TextEditor", "Slider", "DatePicker", "Menu",
        "List", "Form", "DisclosureGroup",
        "NavigationStack", "NavigationLink", "navigationTitle", "navigationDestination", "toolbar", "TabView", "Tab",
        "ContentUnavailableView",
        "AttributedString", "Text(_:format:)", "Text(_:style:)", "LocalizedStringKey",
    ]

    private func tableRows() throws -> [String] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/Differences.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "## Not yet implemented (planned)"))
        let rest = text[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        return section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Family") }
    }

    /// The names in backticks in the "missing" column, leaving out what the column says in
    /// parentheses (the implemented neighbours it mentions).
    private func listedMissing() throws -> (missing: Set<String>, mentioned: Set<String>) {
        var missing: Set<String> = [], mentioned: Set<String> = []
        for row in try tableRows() {
            let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count >= 2 else { continue }
            var depth = 0, inTicks = false, current = ""
            for character in columns[1] {
                if character == "`" {
                    if inTicks { if depth == 0 { missing.insert(current) } else { mentioned.insert(current) } }
                    inTicks.toggle(); current = ""
                } else if inTicks {
                    current.append(character)
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth = max(0, depth - 1)
                }
            }
        }
        return (missing, mentioned)
    }

    func testTableNamesEveryKnownMissingAPI() throws {
        let listed = try listedMissing().missing
        for name in Self.missing { XCTAssertTrue(listed.contains(name), "Differences.md does not list \(name) as missing") }
    }

    func testTableNamesNothingElseAsMissing() throws {
        let listed = try listedMissing().missing
        for name in listed.subtracting(Self.missing) {
            XCTFail("Differences.md lists \(name) as missing, but the catalogue does not know it as missing")
        }
        for name in Self.implemented { XCTAssertFalse(listed.contains(name), "\(name) is implemented but listed as missing") }
    }

    func testImplementedNeighboursAreOnlyMentioned() throws {
        let mentioned = try listedMissing().mentioned
        XCTAssertTrue(mentioned.isSubset(of: Set(Self.implemented)), "mentioned as implemented but not in the catalogue: \(mentioned.subtracting(Self.implemented))")
    }
}
