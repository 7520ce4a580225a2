import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// A named SVG snapshot of the effect groups (`Snapshots/svg-effects.svg`), checked by eye and
/// arithmetic when recorded.
final class EffectSnapshotTests: XCTestCase {
    /// A 40 × 20 red square masked by its left half (a `<mask>` of alpha type holding the 20 × 20
    /// black square, then the masked group), blended by `multiply` (CSS `mix-blend-mode`), in a
    /// grayscale `feColorMatrix` whose first row is Rec. 709 luma rounded to 1/1000
    /// (0.213 0.715 0.072), all in that order from outside in.
    func testSVGEffectGroups() {
        let view = Color(red: 1, green: 0, blue: 0)
            .frame(width: 40, height: 20)
            .mask(alignment: .leading) { Color.black.frame(width: 20, height: 20) }
            .blendMode(.multiply)
            .grayscale(1)
        assertSnapshot(ImageRenderer(content: view).svg, named: "svg-effects", pathExtension: "svg")
    }
}
