import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// `tint(_:)` on accent-coloured controls and `Label(_:systemImage:)`. SwiftUI's documentation of
/// `tint(_:)`: "Sets the tint color within this view hierarchy" — accent-coloured controls take
/// it; a switch takes it instead of its green.
final class TintAndLabelTests: XCTestCase {
    /// The colours of the solid fills of `view`'s display list, in drawing order.
    private func fills<V: View>(_ view: V) -> [DisplayList.RGBA] {
        boxDisplayList(view).items.compactMap { item in
            if case .fill(_, let color, _) = item.content { return color }
            return nil
        }
    }

    /// The colours of `view`'s glyph runs.
    private func textColors<V: View>(_ view: V) -> [DisplayList.RGBA] {
        boxDisplayList(view).items.compactMap { item in
            if case .glyphs(let run) = item.content { return run.color }
            return nil
        }
    }

    func testBorderedProminentButtonTakesTheTint() {
        XCTAssertEqual(fills(Button("Go") {}.buttonStyle(.borderedProminent)).first, DisplayList.RGBA(Color.accentColor))
        XCTAssertEqual(fills(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red)).first, DisplayList.RGBA(Color.red))
        XCTAssertEqual(textColors(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red)), [DisplayList.RGBA(Color.white)])
    }

    /// Bordered: the background is the tint at 15 %, the label the tint.
    func testBorderedButtonTakesTheTint() {
        let view = Button("Go") {}.buttonStyle(.bordered).tint(.orange)
        XCTAssertEqual(fills(view).first, DisplayList.RGBA(Color.orange.opacity(0.15)))
        XCTAssertEqual(textColors(view), [DisplayList.RGBA(Color.orange)])
    }

    /// The default (borderless) button's label is the tint.
    func testDefaultButtonTakesTheTint() {
        XCTAssertEqual(textColors(Button("Go") {}), [DisplayList.RGBA(Color.accentColor)])
        XCTAssertEqual(textColors(Button("Go") {}.tint(.purple)), [DisplayList.RGBA(Color.purple)])
    }

    /// A switch that is on is green by default, the tint when one is set; off, it stays gray.
    func testToggleTakesTheTintWhenOn() {
        let on = Toggle("A", isOn: .constant(true)).frame(width: 100)
        XCTAssertTrue(fills(on).contains(DisplayList.RGBA(Color.green)))
        XCTAssertTrue(fills(on.tint(.orange)).contains(DisplayList.RGBA(Color.orange)))
        XCTAssertFalse(fills(on.tint(.orange)).contains(DisplayList.RGBA(Color.green)))
        let off = Toggle("A", isOn: .constant(false)).frame(width: 100).tint(.orange)
        XCTAssertFalse(fills(off).contains(DisplayList.RGBA(Color.orange)))
    }

    /// The progress bar's filled part is the tint; the track stays gray.
    func testProgressViewTakesTheTint() {
        let bar = ProgressView(value: 0.5).frame(width: 100)
        XCTAssertEqual(fills(bar).last, DisplayList.RGBA(Color.accentColor))
        XCTAssertEqual(fills(bar.tint(.pink)).last, DisplayList.RGBA(Color.pink))
        XCTAssertEqual(fills(bar.tint(.pink)).first, fills(bar).first, "the track")
    }

    /// `tint(nil)` restores the default; the innermost tint wins.
    func testNilAndNestedTints() {
        XCTAssertEqual(textColors(Button("Go") {}.tint(nil)), [DisplayList.RGBA(Color.accentColor)])
        XCTAssertEqual(textColors(Button("Go") {}.tint(.red).tint(.green)), [DisplayList.RGBA(Color.red)])
    }

    /// `Label("Favourites", systemImage: "star")`: the symbol (a square 1.2 times the 10-point box
    /// font: 12 points, its icon a glyph run one square high standing on its bottom; Docs/
    /// Differences.md "Symbol images") then the title, 8 points apart (HStack's standard spacing),
    /// "Favourites" 10 characters × 5 = 50 points wide: 12 + 8 + 50 = 70 × 12.
    func testLabelWithSystemImage() {
        let label = Label("Favourites", systemImage: "star")
        let snapshot = LayoutSnapshot(of: label.font(.system(size: 10)), proposal: .unspecified, environment: boxEnvironment())
        XCTAssertEqual(snapshot.size.width, 70, accuracy: 1e-9)
        XCTAssertEqual(snapshot.size.height, 12, accuracy: 1e-9)
        let items = snapshot.displayList.items
        guard case .glyphs(let icon)? = items.first?.content else { return XCTFail("\(snapshot.displayList)") }
        XCTAssertEqual(icon.size, 12)
        XCTAssertEqual(icon.origin, CGPoint(x: 0, y: 12))
        XCTAssertTrue(items.contains { if case .glyphs(let run) = $0.content { return run.string == "Favourites" } else { return false } })
    }
}
