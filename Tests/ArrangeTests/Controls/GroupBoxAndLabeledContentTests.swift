import XCTest
@testable import Arrange

/// `GroupBox` and `LabeledContent` with their styles (Apple's documentation of `GroupBoxStyle`,
/// `GroupBoxStyleConfiguration`, `LabeledContentStyle`, `LabeledContentStyleConfiguration`),
/// measured with box metrics: 10 pt text is 5 × 10 a character; the headline font is 17 pt
/// (Apple's Human Interface Guidelines, "Typography": Dynamic Type sizes, Large), so 8.5 × 17.
/// The automatic group box's padding, radius, spacing and colours are Arrange's reading of iOS
/// (Docs/Differences.md, "Styles: progress, group box, labeled content, button roles").
final class GroupBoxAndLabeledContentTests: XCTestCase {
    /// UIKit's secondarySystemBackground, light: 242 242 247.
    private let secondaryBackground = DisplayList.RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    func testAutomaticGroupBoxPadsItsLabelAndContentOnARoundedBackground() {
        let box = GroupBox("Hi") { Color.red.frame(width: 30, height: 20).id("content") }
        let snapshot = controlSnapshot(box, width: 200, height: 300)
        // 16 + headline line 17 + 8 + content 20 + 16; the width offered.
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 16 + 17 + 8 + 20 + 16))
        XCTAssertEqual(snapshot.frame(of: "content"), CGRect(x: 16, y: 16 + 17 + 8, width: 30, height: 20))
        let background = fills(snapshot.displayList).first
        XCTAssertEqual(background?.rect, CGRect(x: 0, y: 0, width: 200, height: 77))
        XCTAssertEqual(background?.color, secondaryBackground)
        XCTAssertEqual(texts(snapshot.displayList).first?.origin.x, 16)
    }

    func testAnUnlabeledGroupBoxHasNoLabelRow() {
        let snapshot = controlSnapshot(GroupBox { Color.red.frame(width: 30, height: 20) }, width: 200, height: 300)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 20 + 2 * 16))
    }

    func testNestedGroupBoxesAlternateBackgroundsAndTheDarkAppearance() {
        let nested = GroupBox { GroupBox { Color.red.frame(width: 30, height: 20) } }
        let light = fills(controlSnapshot(nested, width: 200, height: 300).displayList).map(\.color)
        // Outer: secondarySystemBackground; inner: tertiarySystemBackground (white).
        XCTAssertEqual(Array(light.prefix(2)), [secondaryBackground, DisplayList.RGBA(red: 1, green: 1, blue: 1)])
        let dark = fills(controlSnapshot(nested.environment(\.colorScheme, .dark), width: 200, height: 300).displayList).map(\.color)
        // Dark: 28 28 30, then 44 44 46.
        XCTAssertEqual(Array(dark.prefix(2)), [DisplayList.RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255),
                                               DisplayList.RGBA(red: 44 / 255, green: 44 / 255, blue: 46 / 255)])
    }

    func testCustomGroupBoxStylesAndGroupBoxOfAConfiguration() {
        struct Plain: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.label; configuration.content }
            }
        }
        struct Framed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                GroupBox(configuration).padding(5)
            }
        }
        let label = Color.blue.frame(width: 60, height: 10)
        let content = Color.red.frame(width: 30, height: 20)
        XCTAssertEqual(controlSnapshot(GroupBox { content } label: { label }.groupBoxStyle(Plain())).size, CGSize(width: 60, height: 30))
        // Framed inside Plain: Plain's stack, padded 5.
        XCTAssertEqual(controlSnapshot(GroupBox { content } label: { label }.groupBoxStyle(Framed()).groupBoxStyle(Plain())).size,
                       CGSize(width: 70, height: 40))
        // The deprecated label-first initialiser takes the label as a view.
        XCTAssertEqual(controlSnapshot(GroupBox(label: label) { content }.groupBoxStyle(Plain())).size, CGSize(width: 60, height: 30))
    }

    func testLabeledContentPutsTheValueTrailingInTheSecondaryStyle() {
        let snapshot = controlSnapshot(LabeledContent("Hi", value: "Yo"), width: 200, height: 100)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10))
        let drawn = texts(snapshot.displayList)
        XCTAssertEqual(drawn.map(\.string), ["Hi", "Yo"])
        XCTAssertEqual(drawn.map { $0.origin.x }, [0, 190])
        // The value in UIKit's secondaryLabel (60 60 67 at 60 %); the label in the primary black.
        XCTAssertEqual(drawn.map(\.color), [.black, DisplayList.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)])
    }

    func testLabeledContentWithAFormattedValue() {
        // 12 formatted as a number is "12": two 5-point characters at the trailing edge.
        let drawn = texts(controlSnapshot(LabeledContent("Hi", value: 12, format: .number), width: 200).displayList)
        XCTAssertEqual(drawn.map(\.string), ["Hi", "12"])
        XCTAssertEqual(drawn.last?.origin.x, 190)
    }

    func testLabeledContentInitialisers() {
        let views = controlSnapshot(VStack(spacing: 0) {
            LabeledContent { Color.red.frame(width: 40, height: 10).id("v1") } label: { Color.blue.frame(width: 30, height: 10).id("l1") }
            LabeledContent("Hi") { Color.red.frame(width: 40, height: 10).id("v2") }
        }, width: 200, height: 100)
        XCTAssertEqual(views.frame(of: "l1")?.minX, 0)
        XCTAssertEqual(views.frame(of: "v1")?.minX, 160)
        XCTAssertEqual(views.frame(of: "v2")?.minX, 160)
    }

    func testCustomLabeledContentStylesAndLabeledContentOfAConfiguration() {
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) { configuration.label; configuration.content }
            }
        }
        struct Indented: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                LabeledContent(configuration).padding(.leading, 7)
            }
        }
        let row = LabeledContent { Color.red.frame(width: 40, height: 10) } label: { Color.blue.frame(width: 30, height: 10) }
        XCTAssertEqual(controlSnapshot(row.labeledContentStyle(Stacked())).size, CGSize(width: 40, height: 22))
        XCTAssertEqual(controlSnapshot(row.labeledContentStyle(Indented()).labeledContentStyle(Stacked())).size, CGSize(width: 47, height: 22))
        // Nothing outside Indented: the automatic row, the proposed width.
        XCTAssertEqual(controlSnapshot(row.labeledContentStyle(Indented()), width: 200).size, CGSize(width: 200, height: 10))
    }
}
