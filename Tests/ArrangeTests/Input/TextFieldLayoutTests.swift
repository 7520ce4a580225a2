import XCTest
@testable import Arrange

/// Frames and drawing of text fields, secure fields and text editors, at 10 pt box metrics (a
/// character 5 × 10 points). Metrics named in TextInputControl and Docs/Differences.md, "Text
/// input and value controls".
final class TextFieldLayoutTests: XCTestCase {
    private let placeholderGray = DisplayList.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1, opacity: 1)

    func testAPlainFieldTakesTheProposedWidthAndOneLine() {
        // iOS's default style: no border; the proposed width; one 10-point line.
        let snapshot = controlSnapshot(TextField("Name", text: .constant("")), width: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10))
        XCTAssertTrue(fills(snapshot.displayList).isEmpty, "the automatic style draws no border on iOS")
    }

    func testThePlaceholderIsTheTitleOrThePromptInPlaceholderGray() {
        let titled = texts(controlSnapshot(TextField("Name", text: .constant("")), width: 200).displayList)
        XCTAssertEqual(titled.map(\.string), ["Name"])
        XCTAssertEqual(titled.first?.color, placeholderGray, "iOS's placeholderText: 60 60 67 at 30 %")
        let prompted = texts(controlSnapshot(TextField("Name", text: .constant(""), prompt: Text("Required")), width: 200).displayList)
        XCTAssertEqual(prompted.map(\.string), ["Required"])
        let filled = texts(controlSnapshot(TextField("Name", text: .constant("Ada")), width: 200).displayList)
        XCTAssertEqual(filled.map(\.string), ["Ada"])
        XCTAssertNotEqual(filled.first?.color, placeholderGray)
    }

    func testARoundedBorderFieldIs34PointsTallWithA5PointCornerRadius() {
        // 34 points: UIKit's rounded-rect text field height; the 10-point line plus 2 × 6 is
        // less, so the minimum holds. Text inset 7 from the leading edge.
        let snapshot = controlSnapshot(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder), width: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 34))
        XCTAssertEqual(fills(snapshot.displayList).first?.rect, CGRect(x: 0, y: 0, width: 200, height: 34))
        XCTAssertEqual(texts(snapshot.displayList).first?.origin.x, 7)
        // A 30-point font: its 30-point line plus 2 × 6 exceeds 34.
        let large = controlSnapshot(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).font(.system(size: 30)), width: 200)
        XCTAssertEqual(large.size.height, 30 + 2 * 6)
    }

    func testAVerticalFieldGrowsWithItsTextWithinItsLineLimitRange() {
        func height(_ text: String) -> CGFloat {
            controlSnapshot(TextField("Notes", text: .constant(text), axis: .vertical).lineLimit(2...4), width: 200).size.height
        }
        XCTAssertEqual(height(""), 2 * 10, "at least 2 lines")
        XCTAssertEqual(height("a\nb\nc"), 3 * 10)
        XCTAssertEqual(height("a\nb\nc\nd\ne\nf"), 4 * 10, "at most 4 lines")
        // Without a range, one line up to its text's lines.
        XCTAssertEqual(controlSnapshot(TextField("Notes", text: .constant("a\nb"), axis: .vertical), width: 200).size.height, 2 * 10)
        // Wrapping: 50 characters at 5 points in 200 points is two lines (40 per line).
        XCTAssertEqual(controlSnapshot(TextField("Notes", text: .constant(String(repeating: "a", count: 50)), axis: .vertical), width: 200).size.height, 2 * 10)
    }

    func testASecureFieldDrawsABulletPerCharacter() {
        let drawn = texts(controlSnapshot(SecureField("Password", text: .constant("hunter2")), width: 200).displayList)
        XCTAssertEqual(drawn.map(\.string), [String(repeating: "\u{2022}", count: 7)])
        XCTAssertEqual(texts(controlSnapshot(SecureField("Password", text: .constant("")), width: 200).displayList).map(\.string), ["Password"])
    }

    func testATextEditorFillsItsProposalAndInsetsItsText() {
        let snapshot = controlSnapshot(TextEditor(text: .constant("Hello")), width: 200, height: 100)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 100))
        // lineFragmentPadding 5, textContainerInset top 8.
        XCTAssertEqual(texts(snapshot.displayList).first?.origin.x, 5)
    }

    func testStoredControlCharactersAreDrawnAsVisibleReplacements() {
        // ESC (U+1B) is drawn as U+241B SYMBOL FOR ESCAPE, BEL (U+07) as U+2407, DEL as U+2421.
        let drawn = texts(controlSnapshot(TextField("", text: .constant("a\u{1B}[31mb\u{07}\u{7F}")), width: 300).displayList)
        XCTAssertEqual(drawn.map(\.string).joined(), "a\u{241B}[31mb\u{2407}\u{2421}")
        // A single-line field shows a newline as U+240A; a text editor breaks the line.
        XCTAssertEqual(texts(controlSnapshot(TextField("", text: .constant("a\nb")), width: 300).displayList).map(\.string).joined(), "a\u{240A}b")
    }

    func testTheFocusedCaretIsATwoPointAccentBarAfterTheLastCharacter() throws {
        try MainActor.assumeIsolated {
            let model = EditedTextModel("Ada")
            let host = textHost(FieldForm(model: model))
            XCTAssertTrue(host.tap(on: "field"))
            let field = try XCTUnwrap(host.frame(of: "field"))
            // The caret is centred on the boundary after 3 characters of 5 points: x = 15 − 1.
            let bars = fills(host.displayList).filter { $0.color == accent && $0.rect.width == 2 }
            XCTAssertEqual(bars.map(\.rect), [CGRect(x: field.minX + 15 - 1, y: field.minY, width: 2, height: 10)])
        }
    }
}
