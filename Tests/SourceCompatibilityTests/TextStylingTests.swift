import XCTest
import Arrange

/// Text styling modifiers used from code in the Swift 6 language mode, as users write them (see
/// `IsolationTests` for why each test enters the main actor).
final class TextStylingTests: XCTestCase {
    /// `bold()` on a stack gives each text the width of the same text made bold itself (the
    /// environment reaches every `Text`, as SwiftUI's does).
    func testBoldOnAStackMatchesBoldText() {
        MainActor.assumeIsolated {
            let stack = VStack { Text("Goldfish").id("g") }.bold().font(.title)
            let own = LayoutSnapshot(of: Text("Goldfish").bold().font(.title), proposal: .unspecified)
            XCTAssertEqual(LayoutSnapshot(of: stack, proposal: .unspecified).frame(of: "g")?.size, own.size)
        }
    }

    /// Styled texts concatenate with `+` and the modifiers chain with SwiftUI's signatures.
    func testStyledTextsConcatenateAndDecorate() {
        MainActor.assumeIsolated {
            let text: Text = Text("Votes: ").bold() + Text("12").italic().underline(pattern: .dash, color: .blue)
                + Text("old").strikethrough().foregroundStyle(Color.gray).fontDesign(.rounded).fontWidth(.condensed)
            let view = text.tracking(1).monospaced(false).textCase(.uppercase).kerning(0.5).baselineOffset(0)
            let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
            XCTAssertGreaterThan(snapshot.size.width, 0)
            let fills = snapshot.displayList.items.filter {
                if case .fill = $0.content { return true }
                return false
            }
            // One strikethrough, and the dashed underline in pieces (Docs/Differences.md, "Text details").
            XCTAssertGreaterThan(fills.count, 2)
        }
    }
}
