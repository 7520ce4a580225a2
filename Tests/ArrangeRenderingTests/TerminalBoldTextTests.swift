import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Which text the terminal draws bold (`DisplayList.FontFace.namesBoldWeight`): a face whose
/// PostScript or family name names a weight of semibold or more (Bold, Semibold, SemiBold, Heavy,
/// Black).
final class TerminalBoldTextTests: XCTestCase {
    /// Whether every cell of the first row that holds a letter of "Hi" is bold.
    private func isBold(_ text: Text) -> Bool {
        let list = displayList(text.frame(width: 80, height: 16, alignment: .leading), width: 80, height: 16)
        let grid = TerminalRenderer().grid(list)
        let letters = (0..<grid.columns).map { grid[column: $0, row: 0] }.filter { $0.character != " " }
        XCTAssertEqual(String(letters.map(\.character)), "Hi")
        return letters.allSatisfy(\.isBold)
    }

    func testSemiboldAndBoldAreBoldInTheTerminal() {
        // The bundled Inter faces: "Inter-SemiBold" names SemiBold; bold falls back to it.
        XCTAssertTrue(isBold(Text("Hi").fontWeight(.semibold)))
        XCTAssertTrue(isBold(Text("Hi").bold()))
    }

    func testRegularAndMediumAreNotBold() {
        XCTAssertFalse(isBold(Text("Hi")))
        XCTAssertFalse(isBold(Text("Hi").fontWeight(.medium)))
    }

    /// The painter remembers each face's answer for the frame: a regular and a bold text side
    /// by side, each twice, keep their own weights.
    func testFacesKeepTheirOwnAnswersInOneFrame() {
        let view = HStack(spacing: 0) {
            Text("ab"); Text("CD").bold(); Text("ef"); Text("GH").bold()
        }
        let list = displayList(view.frame(width: 160, height: 16, alignment: .leading), width: 160, height: 16)
        let grid = TerminalRenderer().grid(list)
        let letters = (0..<grid.columns).map { grid[column: $0, row: 0] }.filter { $0.character != " " }
        XCTAssertEqual(String(letters.map(\.character)), "abCDefGH")
        XCTAssertEqual(letters.map(\.isBold), [false, false, true, true, false, false, true, true])
    }
}
