import XCTest
import Foundation
@testable import Arrange
import ArrangeRendering

/// The value controls and the containers of this round that the other rendering tests don't draw
/// (`Slider`, `DatePicker`, `Menu`, `DisclosureGroup`, `TextEditor`, `ContentUnavailableView`),
/// in a terminal, as SVG and as pixels. Metrics: Docs/Differences.md, "Text input and value
/// controls", "Lists and forms", "Navigation and tabs" and "Menus".
final class ValueControlsRenderingTests: XCTestCase {
    /// A slider 200 wide at a quarter: its 4-point track runs between the thumb's extreme centres
    /// (14 and 186, the 28-point thumb's radius in), so the thumb's centre is at
    /// 14 + 0.25 × 172 = 57 and the thumb covers 43…71. The track's rows are 12…16 (centred in
    /// the 28-point height). Left of the thumb (x 30) the track is the accent colour (0 122 255);
    /// right of it (x 150) `systemFill`, 120 120 128 at 20 % over white: 255 × 0.8 + 120 × 0.2 =
    /// 228, and 204 + 25.6 = 229.6 → 230 for blue.
    func testTheSliderTrackAsPixels() throws {
        let view = Slider(value: .constant(0.25), in: 0...1).frame(width: 200)
        let list = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 28), environment: boxEnvironment()).displayList
        let image = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(list))
        XCTAssertEqual(Array(image[30, 13].prefix(3)), [0, 122, 255])
        XCTAssertEqual(Array(image[150, 13].prefix(3)), [228, 228, 230])
        XCTAssertEqual(Array(image[57, 2].prefix(3)), [255, 255, 255], "the white thumb above the track")
    }

    /// An expanded disclosure group, a menu's label and a compact date picker, as terminal text.
    func testDisclosureMenuAndDatePickerInATerminal() {
        var utc = boxEnvironment()
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 07:06:40 UTC
        let view = VStack(alignment: .leading, spacing: 8) {
            DisclosureGroup("Details", isExpanded: .constant(true)) {
                Text("Inside")
            }
            Menu("Sort") { Button("Name") {} }
            DatePicker("Start", selection: .constant(date), displayedComponents: .date)
        }
        .padding(8)
        .font(.system(size: 10))
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 240, height: 128), environment: utc)
        assertSnapshot(TerminalRenderer().grid(snapshot.displayList).plainText, named: "terminal-value-controls")
    }

    /// A content-unavailable view over a text editor, as SVG (text and the symbol as outlines).
    func testContentUnavailableAndTextEditorAsSVG() {
        let view = VStack(spacing: 0) {
            ContentUnavailableView("No results", systemImage: "magnifyingglass", description: Text("Try another search."))
                .frame(height: 160)
            TextEditor(text: .constant("Two\nlines"))
                .frame(height: 60)
        }
        .frame(width: 240)
        assertSnapshot(ImageRenderer(content: view).svg, named: "svg-unavailable-and-editor", pathExtension: "svg")
    }
}
