import XCTest
import Arrange
@testable import RadialApp

/// The notes' radial demo (Docs/Seeds.md, "The notes' radial layout"): a stepper from 0 to 36 changes
/// the number of coloured circles; each circle keeps its colour.
final class RadialAppTests: XCTestCase {
    private func circleCount(_ host: ViewHost<RadialDemoView>) -> Int {
        (0..<40).filter { host.frame(of: "circle-\($0)") != nil }.count
    }

    /// The colour of the fill drawn in circle `index`'s frame.
    private func color(of index: Int, in host: ViewHost<RadialDemoView>) -> DisplayList.RGBA? {
        guard let frame = host.frame(of: "circle-\(index)") else { return nil }
        for item in host.displayList.items {
            if case .fill(let path, let color, _) = item.content, let box = bounds(of: path), abs(box.midX - frame.midX) < 0.5,
               abs(box.midY - frame.midY) < 0.5, abs(box.width - 32) < 0.5 {
                return color
            }
        }
        return nil
    }

    /// The box around a path's points (control points included: for a circle they lie on its box).
    private func bounds(of path: Path) -> CGRect? {
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
        XCTAssertEqual(circleCount(host), 16)
        let colors = (0..<16).map { color(of: $0, in: host) }
        XCTAssertTrue(colors.allSatisfy { $0 != nil })
        XCTAssertGreaterThan(Set(colors.map { "\(String(describing: $0))" }).count, 8)
        // The first circle is at the top, centred.
        let first = try XCTUnwrap(host.frame(of: "circle-0"))
        XCTAssertEqual(first.midX, 200, accuracy: 0.5)
        XCTAssertTrue(host.press(.tab))
        XCTAssertTrue(host.press(.upArrow))
        XCTAssertEqual(circleCount(host), 17)
        XCTAssertNotNil(color(of: 16, in: host))
        XCTAssertEqual((0..<16).map { color(of: $0, in: host) }, colors)
        for _ in 0..<5 { host.press(.downArrow) }
        XCTAssertEqual(circleCount(host), 12)
        XCTAssertEqual((0..<12).map { color(of: $0, in: host) }, Array(colors.prefix(12)))
        // A tap on the stepper's trailing half adds one.
        let stepper = try XCTUnwrap(host.frame(of: "stepper"))
        XCTAssertTrue(host.tap(at: CGPoint(x: stepper.maxX - 16 - 10, y: stepper.midY)))
        XCTAssertEqual(circleCount(host), 13)
        XCTAssertEqual(color(of: 12, in: host), colors[12])
    }

    func testTheCountStaysWithinZeroAndThirtySix() {
        let host = ViewHost(rootView: RadialDemoView(count: 36), size: CGSize(width: 400, height: 480))
        XCTAssertEqual(circleCount(host), 36)
        host.press(.tab)
        XCTAssertFalse(host.press(.upArrow))
        XCTAssertEqual(circleCount(host), 36)
        let empty = ViewHost(rootView: RadialDemoView(count: 0), size: CGSize(width: 400, height: 480))
        XCTAssertEqual(circleCount(empty), 0)
        XCTAssertEqual(RadialColors.colors(count: 3), RadialColors.colors(count: 5).prefix(3).map { $0 })
    }

    func testCountOptionIsReadAndBadOnesRefused() throws {
        XCTAssertEqual(try RadialCommand.count(.init(arguments: ["--count", "7"], appOptions: ["--count"])), 7)
        for bad in ["37", "-1", "x"] {
            XCTAssertEqual(RadialCommand.command.main(arguments: ["--count", bad]), 2, bad)
        }
        XCTAssertEqual(RadialCommand.command.main(arguments: ["--size", "0x5"]), 2)
    }
}
