import XCTest
import Arrange
@testable import RadialApp

/// The notes' radial demo as the notes write it (Docs/Seeds.md, "The notes' radial layout"): a
/// stepper from 0 to 36 in a `safeAreaInset(edge: .bottom)` changes the number of coloured
/// circles; each circle keeps its colour. The notes' view marks nothing with `.id`, so the
/// circles are found in the display list: the 32 × 32 fills, in drawing order (the `ForEach`'s).
final class RadialAppTests: XCTestCase {
    /// The circles drawn now: their boxes and colours, in order.
    static func circles(_ list: DisplayList) -> [(frame: CGRect, color: DisplayList.RGBA)] {
        list.items.compactMap { item in
            guard case .fill(let path, let color, _) = item.content, let box = bounds(of: path),
                  abs(box.width - 32) < 0.5, abs(box.height - 32) < 0.5 else { return nil }
            return (box, color)
        }
    }

    /// The box around a path's points (control points included: for a circle they lie on its box).
    static func bounds(of path: Path) -> CGRect? {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func testTheStepperChangesTheCountAndCirclesKeepTheirColours() throws {
        let host = ViewHost(rootView: RadialDemoView(), size: CGSize(width: 400, height: 480))
        let start = Self.circles(host.displayList)
        XCTAssertEqual(start.count, 16)
        let colors = start.map(\.color)
        // The first circle is at the top, centred.
        XCTAssertEqual(start[0].frame.midX, 200, accuracy: 0.5)
        XCTAssertTrue(host.press(.tab))
        XCTAssertTrue(host.press(.upArrow))
        host.advance(by: 3)
        let seventeen = Self.circles(host.displayList)
        XCTAssertEqual(seventeen.count, 17)
        XCTAssertEqual(Array(seventeen.map(\.color).prefix(16)), colors)
        for _ in 0..<5 { host.press(.downArrow) }
        host.advance(by: 3)
        XCTAssertEqual(Self.circles(host.displayList).map(\.color), Array(colors.prefix(12)))
        // A tap on the stepper's trailing half adds one.
        let stepper = try XCTUnwrap(host.focusedFrame)
        XCTAssertTrue(host.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY)))
        host.advance(by: 3)
        let thirteen = Self.circles(host.displayList)
        XCTAssertEqual(thirteen.count, 13)
        XCTAssertEqual(thirteen[12].color, seventeen[12].color)
    }

    /// Docs/LayoutRules.md §13: the stepper is the `safeAreaInset` content at the bottom of the
    /// 400 × 480 area, as wide as it (its control, the focused part, at the trailing edge); the
    /// circles' layout, padded by 16 (§2.4), sits above it, so every circle lies between y 16 and
    /// the stepper's top less the padding.
    func testTheStepperSitsAtTheBottomAndTheCirclesAboveIt() throws {
        let host = ViewHost(rootView: RadialDemoView(), size: CGSize(width: 400, height: 480))
        XCTAssertTrue(host.press(.tab))
        let stepper = try XCTUnwrap(host.focusedFrame)
        XCTAssertEqual(stepper.maxY, 480, accuracy: 1e-9)
        XCTAssertEqual(stepper.maxX, 400, accuracy: 1e-9)
        let circles = Self.circles(host.displayList)
        XCTAssertGreaterThanOrEqual(circles.map(\.frame.minY).min() ?? 0, 16 - 1e-6)
        XCTAssertLessThanOrEqual(circles.map(\.frame.maxY).max() ?? .infinity, stepper.minY - 16 + 1e-6)
    }

    func testTheCountStaysWithinZeroAndThirtySix() {
        let host = ViewHost(rootView: RadialDemoView(), size: CGSize(width: 400, height: 480))
        host.press(.tab)
        for _ in 0..<20 { host.press(.upArrow) }
        host.advance(by: 3)
        XCTAssertEqual(Self.circles(host.displayList).count, 36)
        XCTAssertFalse(host.press(.upArrow))
        for _ in 0..<36 { host.press(.downArrow) }
        host.advance(by: 3)
        XCTAssertEqual(Self.circles(host.displayList).count, 0)
        XCTAssertFalse(host.press(.downArrow))
    }

    func testBadOptionsAreRefused() {
        XCTAssertEqual(RadialCommand.command.main(RadialArguments.self, arguments: ["--count", "7"]), 64)
        XCTAssertEqual(RadialCommand.command.main(RadialArguments.self, arguments: ["--size", "0x5"]), 64)
    }
}
