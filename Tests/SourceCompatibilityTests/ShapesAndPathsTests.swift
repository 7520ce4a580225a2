import XCTest
import Arrange

/// One slice of a pie chart, written as chart code writes it: a move to the centre, an arc with
/// `addArc(center:radius:startAngle:endAngle:clockwise:)`, and a close.
struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A pie of three slices, each starting where the previous ended.
struct PieChart: View {
    let values: [Double] = [1, 1, 2]

    var body: some View {
        ZStack {
            ForEach(0..<values.count, id: \.self) { index in
                PieSlice(startAngle: .degrees(start(of: index)), endAngle: .degrees(start(of: index + 1)))
                    .fill(index == 0 ? Color.red : index == 1 ? Color.green : Color.blue)
            }
        }
        .frame(width: 100, height: 100)
    }

    private func start(of index: Int) -> Double {
        values.prefix(index).reduce(0, +) / values.reduce(0, +) * 360
    }
}

/// Shapes and paths in the Swift 6 language mode (see `IsolationTests` for why each test enters
/// the main actor).
final class ShapesAndPathsTests: XCTestCase {
    /// Apple's documentation of `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
    /// angles grow from the positive x-axis towards the positive y-axis, which on a y-down screen
    /// is clockwise for `clockwise: false`. The first quarter (0°–90°) of a 100-point pie is the
    /// bottom-right quarter: box (50, 50, 50, 50), containing (75, 75) but not (75, 25).
    func testPieSliceGeometry() {
        let slice = PieSlice(startAngle: .degrees(0), endAngle: .degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = slice.boundingRect
        XCTAssertEqual(box.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(box.width, 50, accuracy: 1e-9)
        XCTAssertEqual(box.height, 50, accuracy: 1e-9)
        XCTAssertTrue(slice.contains(CGPoint(x: 75, y: 75)))
        XCTAssertFalse(slice.contains(CGPoint(x: 75, y: 25)))
    }

    /// The chart lays out at its frame, 100 × 100 (a frame's size is its own, Docs/LayoutRules.md),
    /// and each slice view fills it.
    func testPieChartLaysOut() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: PieChart().id("pie"), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(host.frame(of: "pie")?.size, CGSize(width: 100, height: 100))
        }
    }

    /// Shapes as SwiftUI code uses them: styles, static members, modifiers returning shapes.
    func testShapeVocabulary() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue).frame(height: 20)
                Capsule(style: .circular).stroke(.red, lineWidth: 2).frame(height: 20)
                UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).frame(height: 20)
                Circle().trim(from: 0, to: 0.75).rotation(.degrees(-90)).stroke(.green, lineWidth: 4).frame(height: 20)
                AnyShape(.rect(cornerRadius: 4)).frame(height: 20)
                ContainerRelativeShape().inset(by: 2).fill(.gray).frame(height: 20)
                Rectangle().fill(.red, style: FillStyle(eoFill: true)).frame(height: 20).id("last")
            }
            let host = ViewHost(rootView: view.frame(width: 50), size: CGSize(width: 100, height: 200))
            XCTAssertEqual(host.frame(of: "last")?.height, 20)
        }
    }
}
