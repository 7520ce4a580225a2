import XCTest
@testable import Arrange

/// The frames of `Image(systemName:)` drawing a real icon are the placeholder's (Image.swift,
/// Docs/Differences.md "Symbol images"): a square 1.2 × the font's point size, scaled by
/// `imageScale` (0.8, 1, 1.3: Apple's documentation of `NSImage.SymbolScale` calls small
/// "approximately 20% smaller" and large "approximately 30% larger" than medium), whatever the
/// weight; the icon's em square is that box, standing on the text baseline inside `Text`.
final class SymbolImageMetricsTests: XCTestCase {
    /// The frame of `view` (tagged "s") at its ideal size.
    private func frame<V: View>(_ view: V) -> CGRect? {
        LayoutSnapshot(of: view, proposal: .unspecified).frame(of: "s")
    }

    /// The glyph runs of `snapshot`'s display list.
    private func runs(_ snapshot: LayoutSnapshot) -> [DisplayList.GlyphRun] {
        snapshot.displayList.items.compactMap { if case .glyphs(let run) = $0.content { return run } else { return nil } }
    }

    func testTheFrameFollowsTheFontSizeAndImageScale() throws {
        // body is 17 pt: 1.2 × 17 = 20.4; × 0.8 = 16.32; × 1.3 = 26.52.
        for (scale, side) in [(Image.Scale.small, 16.32), (.medium, 20.4), (.large, 26.52)] {
            for name in ["star", "star.fill", "chevron.right", "square.and.arrow.up"] {
                let size = try XCTUnwrap(frame(Image(systemName: name).id("s").imageScale(scale))).size
                XCTAssertEqual(size.width, side, accuracy: 1e-9, "\(name) \(scale)")
                XCTAssertEqual(size.height, side, accuracy: 1e-9, "\(name) \(scale)")
            }
        }
        // .system(size: 30, weight: .bold): 1.2 × 30 = 36, the bold weight the same size.
        XCTAssertEqual(frame(Image(systemName: "gear").id("s").font(.system(size: 30, weight: .bold)))?.size, CGSize(width: 36, height: 36))
        XCTAssertEqual(frame(Image(systemName: "gear").id("s").font(.system(size: 30)))?.size, CGSize(width: 36, height: 36))
        // .caption is 12 pt (Human Interface Guidelines, Typography, Large): 1.2 × 12 = 14.4.
        let caption = try XCTUnwrap(frame(Image(systemName: "heart").id("s").font(.caption))).size
        XCTAssertEqual(caption.width, 14.4, accuracy: 1e-9)
        // Resizable: the proposal, as before.
        let resized = LayoutSnapshot(of: Image(systemName: "star").resizable().id("s"), in: CGSize(width: 50, height: 40))
        XCTAssertEqual(resized.frame(of: "s")?.size, CGSize(width: 50, height: 40))
    }

    /// The icon is one glyph run of the symbol font: one box high (its em square is the box),
    /// its origin the box's bottom-left corner, in the foreground colour.
    func testTheIconIsAGlyphRunFillingTheBox() throws {
        let snapshot = LayoutSnapshot(of: Image(systemName: "checkmark").foregroundStyle(Color.red).padding(5), proposal: .unspecified)
        let run = try XCTUnwrap(runs(snapshot).first)
        XCTAssertEqual(run.face.familyName, "Phosphor")
        XCTAssertEqual(run.size, 20.4, accuracy: 1e-9)
        XCTAssertEqual(run.origin.x, 5, accuracy: 1e-9)
        XCTAssertEqual(run.origin.y, 5 + 20.4, accuracy: 1e-9)
        XCTAssertEqual(run.glyphs.map(\.position), [run.origin])
        XCTAssertEqual(run.color, DisplayList.RGBA(Color.red))
        XCTAssertEqual(run.string, "✓")
        XCTAssertEqual(snapshot.diagnostics, [])
    }

    /// Inside `Text` the icon stands on the baseline as the placeholder did (Text+Image.swift): box
    /// text at 10 pt has its baseline 8 down; the 12-point icon raises the line's ascent to 12, so
    /// the icon's run and the text's run both have their baseline at y 12; the text follows the
    /// icon's 12 points.
    func testTheIconIsBaselineAlignedInsideText() throws {
        let text = Text(Image(systemName: "star")) + Text("Hi")
        let snapshot = boxSnapshot(text.font(.system(size: 10)), .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 22, height: 14))
        let all = runs(snapshot)
        let icon = try XCTUnwrap(all.first { $0.face.familyName == "Phosphor" })
        let hi = try XCTUnwrap(all.first { $0.string == "Hi" })
        XCTAssertEqual(icon.size, 12, accuracy: 1e-9)
        XCTAssertEqual(icon.origin, CGPoint(x: 0, y: 12))
        XCTAssertEqual(hi.origin, CGPoint(x: 12, y: 12))
        XCTAssertEqual(icon.origin.y, hi.origin.y)
        // No placeholder stroke is drawn.
        XCTAssertFalse(snapshot.displayList.items.contains { if case .stroke = $0.content { return true } else { return false } })
    }

    /// In a bold run of text the icon takes the bold weight, as a symbol takes its text's weight.
    func testTheIconTakesTheTextsWeight() throws {
        let regular = try XCTUnwrap(runs(boxSnapshot(Text(Image(systemName: "star")).font(.system(size: 10)), .unspecified)).first)
        let bold = try XCTUnwrap(runs(boxSnapshot(Text(Image(systemName: "star")).font(.system(size: 10, weight: .bold)), .unspecified)).first)
        XCTAssertNotEqual(regular.glyphs.first?.id, bold.glyphs.first?.id)
        guard case .glyph(let expected) = SymbolCatalogue.resolve("star", weight: 700) else { return XCTFail() }
        XCTAssertEqual(bold.glyphs.first?.id, expected.id)
    }

    /// `Label(_:systemImage:)`: the icon at the placeholder's frame (12 points for a 10-point box
    /// font), the title 8 points (HStack's spacing) after it, as before.
    func testALabelsIconKeepsItsFrame() throws {
        let label = Label("Favourites", systemImage: "star").font(.system(size: 10))
        let snapshot = boxSnapshot(label, .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 70, height: 12))
        let icon = try XCTUnwrap(runs(snapshot).first { $0.face.familyName == "Phosphor" })
        XCTAssertEqual(icon.size, 12, accuracy: 1e-9)
        XCTAssertEqual(icon.origin, CGPoint(x: 0, y: 12))
    }

    /// Any symbol rendering mode draws the icon in one colour: the same display list as monochrome.
    func testEveryRenderingModeDrawsMonochrome() {
        func list(_ mode: SymbolRenderingMode?) -> String {
            LayoutSnapshot(of: Image(systemName: "heart.fill").symbolRenderingMode(mode).foregroundStyle(Color.blue), proposal: .unspecified)
                .displayList.description
        }
        let monochrome = list(.monochrome)
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor, nil] {
            XCTAssertEqual(list(mode), monochrome)
        }
    }

    /// Accessibility reads the symbol's name, as for the placeholder (dots as spaces), and the
    /// display list names the view as before.
    func testTheIconsAccessibilityLabelIsItsName() {
        let snapshot = LayoutSnapshot(of: Image(systemName: "square.and.arrow.up"), proposal: .unspecified)
        XCTAssertEqual(snapshot.accessibilityElements.map(\.label), ["square and arrow up"])
        XCTAssertEqual(snapshot.accessibilityElements.map(\.traits), [.isImage])
        XCTAssertEqual(snapshot.displayList.items.first?.source, "Image systemName: \"square.and.arrow.up\"")
    }
}
