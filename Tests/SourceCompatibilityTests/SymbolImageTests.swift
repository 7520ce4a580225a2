import Foundation
import XCTest
import Arrange
import ArrangeRendering

/// Symbol images as apps write them, in the Swift 6 language mode: a settings row with a filled
/// icon on a coloured tile and a trailing chevron, and a rating of stars inside `Text`. The icons
/// are drawn (Docs/Differences.md "Symbol images"); the frames follow `Image(systemName:)`'s size
/// rule, a square 1.2 × the font's point size (see `IsolationTests` for why each test enters the
/// main actor).
final class SymbolImageTests: XCTestCase {
    /// A settings row: a white gear on a gray tile, a title, and a chevron.
    struct SettingsRow: View {
        var body: some View {
            HStack {
                Image(systemName: "gearshape.fill")
                    .foregroundStyle(.white)
                    .frame(width: 29, height: 29)
                    .background(.gray, in: RoundedRectangle(cornerRadius: 6))
                Text("General")
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
                    .id("chevron")
            }
            .padding(.horizontal)
        }
    }

    /// The chevron is 1.2 × 13 (`footnote` at the default Dynamic Type size, Human Interface
    /// Guidelines, Typography) = 15.6 points square, at the row's trailing edge less 16 of
    /// padding; both icons draw outlines, not the placeholder's stroke.
    func testSettingsRowDrawsItsIcons() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: SettingsRow(), size: CGSize(width: 390, height: 44))
            let chevron = host.frame(of: "chevron")
            XCTAssertEqual(chevron?.width ?? 0, 15.6, accuracy: 1e-9)
            XCTAssertEqual(chevron?.maxX ?? 0, 390 - 16, accuracy: 1e-9)
            let svg = ImageRenderer(content: SettingsRow().frame(width: 390, height: 44)).svg
            XCTAssertFalse(svg.contains("stroke="), svg)
            XCTAssertGreaterThanOrEqual(svg.components(separatedBy: "<path d=").count - 1, 4) // tile, gear, text, chevron
        }
    }

    /// Three stars inside a `Text` at `title` (28 pt): each 1.2 × 28 = 33.6 wide, so the stars
    /// are 100.8 points wide, and the text 101 (text sizes round up to the pixel grid,
    /// Docs/LayoutRules.md §1; one pixel a point here).
    func testStarsInsideText() {
        MainActor.assumeIsolated {
            let stars = Text(Image(systemName: "star.fill")) + Text(Image(systemName: "star.fill")) + Text(Image(systemName: "star"))
            let host = ViewHost(rootView: stars.font(.title).foregroundStyle(.orange).id("stars"), size: CGSize(width: 300, height: 100))
            XCTAssertEqual(host.frame(of: "stars")?.width ?? 0, 101, accuracy: 1e-9)
        }
    }
}
