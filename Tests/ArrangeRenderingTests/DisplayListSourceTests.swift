import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// The `source` of display-list items: a short name of the view that drew them, as
/// `DisplayList.description` shows it. A text is `Text` and its string as a Swift literal (quotes,
/// backslashes and control characters escaped, as `String.debugDescription` writes them); a shape
/// is its type's name, then its fill when one was given (`LeafContent.name`).
final class DisplayListSourceTests: XCTestCase {
    func testTextIsItsStringAsALiteral() {
        let list = displayList(Text("say \"hi\"\\\tnow"), width: 300, height: 40)
        XCTAssertEqual(Set(list.items.map(\.source)), [#"Text "say \"hi\"\\\tnow""#])
    }

    func testALongTextIsCutAtFortyCharacters() {
        let list = displayList(Text(String(repeating: "a", count: 45)).lineLimit(1), width: 2000, height: 40)
        XCTAssertEqual(Set(list.items.map(\.source)), ["Text \"" + String(repeating: "a", count: 40) + "…\""])
    }

    func testShapesAreTheirTypeAndFill() {
        let list = displayList(HStack(spacing: 0) {
            Circle().fill(Color.red).frame(width: 10, height: 10)
            Capsule().frame(width: 10, height: 10)
        }, width: 20, height: 10)
        XCTAssertEqual(list.items.map(\.source), ["Circle fill red", "Capsule"])
    }

    /// A list made for drawing (`displayList(namingSources: false)`, what the terminal host and
    /// `ImageRenderer`'s PNG, SVG and terminal output draw) has the same items with empty
    /// sources (Docs/Engine.md, "Source names").
    func testAListForDrawingHasTheSameItemsWithoutNames() {
        let view = HStack(spacing: 0) {
            Circle().fill(Color.red).frame(width: 10, height: 10)
            Text("Hi").padding(2).background(Color.blue)
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 60, height: 20))
        let named = snapshot.displayList, drawn = snapshot.displayList(namingSources: false)
        XCTAssertTrue(named.items.contains { $0.source == "Circle fill red" })
        XCTAssertEqual(drawn.items.map(\.content), named.items.map(\.content))
        XCTAssertEqual(drawn.items.map(\.identity), named.items.map(\.identity))
        XCTAssertEqual(Set(drawn.items.map(\.source)), [""])
        XCTAssertEqual(drawn.size, named.size)
    }
}
