import XCTest
@testable import Arrange

/// `visualEffect(_:)` and the `VisualEffect` modifiers. Apple's documentation: "Visual Effects
/// change the visual appearance of a view without changing its ancestors or descendents",
/// "effects do not impact layout", and the example "offset by its own size, causing its top
/// left corner to appear where the bottom right corner was originally located". Hosts are
/// 200 × 200.
final class VisualEffectTests: XCTestCase {
    let area = CGSize(width: 200, height: 200)

    /// Two 50 × 50 squares in an HStack: the effect leaves every frame where it was.
    func testLayoutIsUnchanged() {
        func row(_ effect: Bool) -> some View {
            HStack {
                if effect {
                    Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in content.offset(proxy.size).scaleEffect(2).opacity(0.5) }.id("a")
                } else {
                    Color.red.frame(width: 50, height: 50).id("a")
                }
                Color.blue.frame(width: 50, height: 50).id("b")
            }
        }
        let with = LayoutSnapshot(of: row(true), in: area), without = LayoutSnapshot(of: row(false), in: area)
        XCTAssertEqual(with.frame(of: "a"), without.frame(of: "a"))
        XCTAssertEqual(with.frame(of: "b"), without.frame(of: "b"))
        XCTAssertEqual(with.frame(of: "a"), CGRect(x: 46, y: 75, width: 50, height: 50))
    }

    /// Apple's example: offset by the view's own size draws it translated by (50, 50).
    func testOffsetByOwnSize() {
        let view = Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in content.offset(proxy.size) }.id("v")
        let list = LayoutSnapshot(of: view, in: area).displayList
        XCTAssertEqual(items(of: "v", in: list).first, .pushTransform(CGAffineTransform(translationX: 50, y: 50)))
        XCTAssertEqual(items(of: "v", in: list).last, .popTransform)
    }

    /// Effects apply in the order written, the first innermost (as view modifiers): the scale
    /// (about the frame's centre, (100, 100)) is pushed before the offset; the opacity outermost.
    func testEffectsComposeInOrder() {
        let view = Color.red.frame(width: 50, height: 50).visualEffect { content, _ in
            content.offset(x: 10).scaleEffect(2).opacity(0.5)
        }.id("v")
        let scale = CGAffineTransform(translationX: -100, y: -100).concatenating(CGAffineTransform(scaleX: 2, y: 2)).concatenating(CGAffineTransform(translationX: 100, y: 100))
        let drawn = items(of: "v", in: LayoutSnapshot(of: view, in: area).displayList)
        XCTAssertEqual(Array(drawn.prefix(3)), [.pushOpacity(0.5), .pushTransform(scale), .pushTransform(CGAffineTransform(translationX: 10, y: 0))])
        XCTAssertEqual(Array(drawn.suffix(3)), [.popTransform, .popTransform, .popOpacity])
    }

    /// The proxy gives the view's geometry: a 50-point square centred in the 200-point host is at
    /// x = 75 globally, which the effect turns into a rotation of 75°, about the frame's centre.
    func testProxyGivesGlobalGeometry() {
        let view = Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in
            content.rotationEffect(.degrees(proxy.frame(in: .global).minX))
        }.id("v")
        let expected = RenderEffect.rotation(.degrees(75), anchor: .center).transform(in: CGRect(x: 75, y: 75, width: 50, height: 50))!
        XCTAssertEqual(items(of: "v", in: LayoutSnapshot(of: view, in: area).displayList).first, .pushTransform(expected))
    }

    /// The empty effect draws nothing extra.
    func testEmptyEffectDrawsNothingExtra() {
        let plain = LayoutSnapshot(of: Color.red.frame(width: 50, height: 50).id("v"), in: area).displayList
        let empty = LayoutSnapshot(of: Color.red.frame(width: 50, height: 50).visualEffect { content, _ in content }.id("v"), in: area).displayList
        XCTAssertEqual(items(of: "v", in: empty), items(of: "v", in: plain))
    }

    /// Invalid values are reported once and drawn repaired: a NaN opacity draws transparent, an
    /// infinite offset draws 0 on that axis.
    func testInvalidValuesAreReported() {
        let view = Color.red.frame(width: 50, height: 50).visualEffect { content, _ in
            content.offset(x: .infinity, y: 5).opacity(.nan)
        }.id("v")
        let snapshot = LayoutSnapshot(of: view, in: area)
        let drawn = items(of: "v", in: snapshot.displayList)
        XCTAssertEqual(Array(drawn.prefix(2)), [.pushOpacity(0), .pushTransform(CGAffineTransform(translationX: 0, y: 5))])
        _ = snapshot.displayList
        XCTAssertEqual(snapshot.diagnostics.map(\.message).sorted(), [
            "visual effect offset (inf, 5.0) is not finite; drew it as 0 on that axis",
            "visual effect opacity is NaN; drew the view fully transparent",
        ])
    }

    /// Visual effects do not move hit testing (Docs/Differences.md, "iOS 17 and 18 layout
    /// additions"): the square laid out at (75, 75) and drawn 100 points to the right is hit at
    /// its laid-out centre, (100, 100), not where it is drawn.
    func testHitTestingUsesTheLaidOutFrame() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let view = Color.red.frame(width: 50, height: 50)
            .visualEffect { content, _ in content.offset(x: 100) }
            .onTapGesture { taps.count += 1 }
        let host = makeHost(view)
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 100)))
        XCTAssertFalse(host.tap(at: CGPoint(x: 190, y: 100)))
        XCTAssertEqual(taps.count, 1)
    }
}
