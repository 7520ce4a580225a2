import XCTest
@testable import Arrange

/// `Canvas` and `GraphicsContext`.
///
/// Apple's documentation of `Canvas`: "Use a canvas to draw rich and dynamic 2D graphics inside a
/// SwiftUI view. The canvas passes a `GraphicsContext` to the closure that you use to perform
/// immediate mode drawing operations. The canvas also passes a `CGSize` value that you can use to
/// customize what you draw." A canvas takes its proposal as a shape does (Docs/LayoutRules.md:
/// shapes take the proposed size, 10 along an unspecified dimension); drawing is in the canvas's
/// coordinates, moved to its frame and clipped to it (Docs/Differences.md, "Drawing and motion").
final class CanvasTests: XCTestCase {
    private let red = DisplayList.RGBA(red: 1, green: 0, blue: 0)
    private let blue = DisplayList.RGBA(red: 0, green: 0, blue: 1)

    /// The contents of the items, for comparison.
    private func contents(_ list: DisplayList) -> [DisplayList.Content] { list.items.map(\.content) }

    /// A canvas fills its proposal, like a shape; unspecified dimensions are 10.
    func testACanvasTakesItsProposal() {
        let canvas = Canvas { _, _ in }
        XCTAssertEqual(LayoutSnapshot(of: canvas, proposal: ProposedViewSize(width: 120, height: 40)).size, CGSize(width: 120, height: 40))
        XCTAssertEqual(LayoutSnapshot(of: canvas, proposal: .unspecified).size, CGSize(width: 10, height: 10))
    }

    /// The renderer gets the canvas's size; a fill is drawn in canvas coordinates inside the
    /// canvas's clip and origin. The canvas is 60 × 40 below a 20-point bar, centred in 100 × 100:
    /// the stack is 60 × 60 at (20, 20), the canvas at (20, 40).
    func testAFillIsMovedToTheCanvasAndClipped() {
        var sizes: [CGSize] = []
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 20)
            Canvas { context, size in
                sizes.append(size)
                context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
            .frame(width: 60, height: 40)
        }
        let list = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100)).displayList
        XCTAssertEqual(sizes, [CGSize(width: 60, height: 40)])
        XCTAssertEqual(contents(list), [
            .pushClip(Path(CGRect(x: 20, y: 40, width: 60, height: 40)), rule: .nonZero),
            .pushTransform(CGAffineTransform(translationX: 20, y: 40)),
            .fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), color: red, rule: .nonZero),
            .popTransform,
            .popClip,
        ])
        XCTAssertEqual(list.items.first?.source, "Canvas")
    }

    /// State: a translation then a scale make the transform scale-then-translate (the last one
    /// applied first, as `concatenate` documents); opacity wraps the drawing in a layer; clips
    /// are taken in the transform in force when they were added; a copy's changes stay in it.
    func testStateWrapsEachOperation() {
        let canvas = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 0)
            moved.scaleBy(x: 2, y: 2)
            moved.opacity = 0.5
            moved.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), style: FillStyle(eoFill: true))
            moved.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(Color(red: 0, green: 0, blue: 1)), lineWidth: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let list = LayoutSnapshot(of: canvas.frame(width: 50, height: 50), proposal: .unspecified).displayList
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(contents(list), [
            .pushClip(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), rule: .nonZero),
            .pushTransform(CGAffineTransform(translationX: 0, y: 0)),
            .pushClip(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).applying(transform), rule: .evenOdd),
            .pushOpacity(0.5),
            .pushTransform(transform),
            .stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), color: blue, style: StrokeStyle(lineWidth: 2)),
            .popTransform,
            .popOpacity,
            .popClip,
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: red, rule: .nonZero),
            .popTransform,
            .popClip,
        ])
    }

    /// `rotate(by:)` and `concatenate(_:)` compose like Core Graphics' transforms: a quarter turn
    /// maps (1, 0) to (0, 1) (y grows downwards, so positive angles turn clockwise on screen).
    func testRotationAndConcatenation() {
        var transform = CGAffineTransform.identity
        let canvas = Canvas { context, _ in
            context.rotate(by: .degrees(90))
            context.concatenate(CGAffineTransform(translationX: 3, y: 0))
            transform = context.transform
        }
        _ = LayoutSnapshot(of: canvas, proposal: .unspecified).displayList
        let point = CGPoint(x: 1, y: 0).applying(transform)
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 4, accuracy: 1e-12)
    }

    /// A linear gradient shading keeps its points in the context's coordinates; a radial one its
    /// centre and radii.
    func testGradientShadings() {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let canvas = Canvas { context, size in
            let rect = Path(CGRect(origin: .zero, size: size))
            context.fill(rect, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            context.fill(rect, with: .radialGradient(gradient, center: CGPoint(x: 5, y: 5), startRadius: 0, endRadius: 5))
        }
        let list = LayoutSnapshot(of: canvas.frame(width: 20, height: 10), proposal: .unspecified).displayList
        let stops = [DisplayList.Gradient.Stop(color: red, location: 0), DisplayList.Gradient.Stop(color: blue, location: 1)]
        XCTAssertEqual(contents(list)[2], .fillGradient(Path(CGRect(x: 0, y: 0, width: 20, height: 10)),
                                                        gradient: DisplayList.Gradient(kind: .linear(start: .zero, end: CGPoint(x: 20, y: 0)), stops: stops), rule: .nonZero))
        XCTAssertEqual(contents(list)[3], .fillGradient(Path(CGRect(x: 0, y: 0, width: 20, height: 10)),
                                                        gradient: DisplayList.Gradient(kind: .radial(center: CGPoint(x: 5, y: 5), startRadius: 0, endRadius: 5), stops: stops), rule: .nonZero))
    }

    /// `.foreground` is the environment's foreground style, else the primary colour (black in the
    /// light scheme).
    func testForegroundShading() {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground)
        }
        let plain = LayoutSnapshot(of: canvas, proposal: .unspecified).displayList
        XCTAssertEqual(contents(plain)[2], .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .black, rule: .nonZero))
        let styled = LayoutSnapshot(of: canvas.foregroundStyle(Color(red: 0, green: 0, blue: 1)), proposal: .unspecified).displayList
        XCTAssertEqual(contents(styled)[2], .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: blue, rule: .nonZero))
    }

    /// Text drawn at a point sits with its anchor there: with box fonts a 10-point "Hi" is 10 × 10
    /// (Docs/Fonts.md), so centred at (20, 20) it starts at x = 15; its glyphs are drawn.
    func testTextIsDrawnAroundItsAnchor() {
        let canvas = Canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20))
            context.draw(Text("Hi"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        let list = LayoutSnapshot(of: canvas.font(.system(size: 10)).frame(width: 40, height: 40), proposal: .unspecified, environment: boxEnvironment(BoxFontProvider())).displayList
        let runs = list.items.compactMap { item -> DisplayList.GlyphRun? in
            if case .glyphs(let run) = item.content { return run }
            return nil
        }
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs.first?.glyphs.first?.position.x, 15)
        XCTAssertEqual(runs.last?.glyphs.first?.position.x, 0)
    }

    /// Nothing drawn, nothing emitted; drawing at opacity 0 (or NaN), or in a transform with a
    /// NaN entry, is left out; a canvas with a NaN proposal gets a zero size, not NaN.
    func testEmptyAndInvisibleDrawing() {
        XCTAssertEqual(LayoutSnapshot(of: Canvas { _, _ in }, proposal: .unspecified).displayList.items, [])
        let hidden = Canvas { context, _ in
            context.opacity = .nan
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            context.opacity = 0
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }
        XCTAssertEqual(LayoutSnapshot(of: hidden, proposal: .unspecified).displayList.items, [])
        let degenerate = Canvas { context, _ in
            context.scaleBy(x: .nan, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }
        XCTAssertEqual(LayoutSnapshot(of: degenerate, proposal: .unspecified).displayList.items, [], "a NaN transform draws nothing")
        var seen: CGSize?
        _ = LayoutSnapshot(of: Canvas { _, size in seen = size }, in: CGSize(width: CGFloat.nan, height: 5)).displayList
        XCTAssertEqual(seen, CGSize(width: 0, height: 5))
    }
}
