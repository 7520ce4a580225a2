import XCTest
@testable import Arrange

/// Progress view styles: `.linear`, `.circular`, `.automatic` and custom `ProgressViewStyle`s
/// (Apple's documentation of `ProgressViewStyle`, `ProgressViewStyleConfiguration` and
/// `ProgressView`), measured with 10 pt box metrics (a character 5 × 10; the caption font, 12 pt
/// in iOS's type sizes, 6 × 12). Metrics chosen where Apple gives none are in
/// Docs/Differences.md, "Styles: progress, group box, labeled content, button roles".
final class ProgressViewStyleTests: XCTestCase {
    private let gray = DisplayList.RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)

    func testLinearStacksTheLabelTheBarAndTheCurrentValueLabelFourPointsApart() {
        let view = ProgressView(value: 0.5) { Text("Hi") } currentValueLabel: { Text("50%") }
        let snapshot = controlSnapshot(view, width: 200, height: 300)
        // Label 10 + 4 + bar 4 + 4 + caption line 12.
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10 + 4 + 4 + 4 + 12))
        XCTAssertEqual(fills(snapshot.displayList).map(\.rect),
                       [CGRect(x: 0, y: 14, width: 200, height: 4), CGRect(x: 0, y: 14, width: 100, height: 4)])
        let labels = texts(snapshot.displayList)
        XCTAssertEqual(labels.map(\.string), ["Hi", "50%"])
        // The current value label in the secondary style: 60 60 67 at 60 % (UIKit's secondaryLabel).
        XCTAssertEqual(labels.last?.color, DisplayList.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
    }

    func testAStringTitleIsTheLabel() {
        let snapshot = controlSnapshot(ProgressView("Hi", value: 3, total: 12), width: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10 + 4 + 4))
        XCTAssertEqual(fills(snapshot.displayList).last?.rect, CGRect(x: 0, y: 14, width: 50, height: 4))
    }

    func testAutomaticIsCircularWhenIndeterminateAndLinearWhenNot() {
        XCTAssertEqual(controlSnapshot(ProgressView(), width: 200, height: 200).size, CGSize(width: 20, height: 20))
        XCTAssertEqual(controlSnapshot(ProgressView<EmptyView, EmptyView>(value: Double?.none), width: 200).size,
                       CGSize(width: 20, height: 20))
        XCTAssertEqual(controlSnapshot(ProgressView(value: 0.5), width: 200).size, CGSize(width: 200, height: 4))
        XCTAssertEqual(controlSnapshot(ProgressView(value: 0.5).progressViewStyle(.automatic), width: 200).size,
                       CGSize(width: 200, height: 4))
    }

    func testCircularDrawsEightSpokesFadingClockwise() {
        let snapshot = controlSnapshot(ProgressView(value: 0.5).progressViewStyle(.circular), width: 200, height: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 20, height: 20), "iOS's circular style ignores the value")
        let spokes = fills(snapshot.displayList)
        XCTAssertEqual(spokes.count, 8)
        // The top spoke: 2 wide, 5 long, its outer end 0.5 inside the 20-point square.
        assertEqual(spokes[0].rect, CGRect(x: 9, y: 0.5, width: 2, height: 5))
        // The third, a quarter turn clockwise: pointing right.
        assertEqual(spokes[2].rect, CGRect(x: 14.5, y: 9, width: 5, height: 2))
        // The fifth, half a turn: pointing down.
        assertEqual(spokes[4].rect, CGRect(x: 9, y: 14.5, width: 2, height: 5))
        // Opacity 1, 7/8, … 1/8 in systemGray.
        for (index, spoke) in spokes.enumerated() {
            var expected = gray
            expected.opacity = 1 - Double(index) / 8
            XCTAssertEqual(spoke.color, expected)
        }
    }

    func testCircularPutsItsLabelBelowEightPointsAwayAndFollowsTheTint() {
        let snapshot = controlSnapshot(ProgressView("Hi").tint(.red), width: 200, height: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 20, height: 20 + 8 + 10))
        let label = texts(snapshot.displayList)
        XCTAssertEqual(label.map(\.string), ["Hi"])
        XCTAssertEqual(label.first?.origin.x, 5, "centred: (20 - 10) / 2")
        XCTAssertEqual(fills(snapshot.displayList).first?.color, DisplayList.RGBA(red: 1, green: 59 / 255, blue: 48 / 255))
    }

    func testTheStyleReachesEveryProgressViewInside() {
        let snapshot = controlSnapshot(VStack(spacing: 0) {
            ProgressView(value: 0.25)
            ProgressView(value: 0.75)
        }.progressViewStyle(.circular), width: 200, height: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 20, height: 40))
    }

    func testACustomStyleReadsTheConfiguration() {
        final class Seen { var fractions: [Double?] = []; var labels: [Bool] = [] }
        let seen = Seen()
        struct Recording: ProgressViewStyle {
            let seen: Seen
            func makeBody(configuration: Configuration) -> some View {
                seen.fractions.append(configuration.fractionCompleted)
                seen.labels.append(configuration.label != nil)
                return Color.blue.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 7)
            }
        }
        let snapshot = controlSnapshot(VStack(spacing: 0) {
            ProgressView(value: 3, total: 4)
            ProgressView("Hi")
            ProgressView(value: 9, total: 3)
        }.progressViewStyle(Recording(seen: seen)), width: 300)
        XCTAssertEqual(seen.fractions, [0.75, nil, 1])
        XCTAssertEqual(seen.labels, [false, true, false])
        XCTAssertEqual(snapshot.size, CGSize(width: 100, height: 21))
    }

    func testProgressViewOfAConfigurationDrawsWithTheStyleOutside() {
        struct Framed: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                ProgressView(configuration).padding(5)
            }
        }
        // Outside: circular, so the framed spinner is 20 + 2 × 5.
        XCTAssertEqual(controlSnapshot(ProgressView(value: 0.5).progressViewStyle(Framed()).progressViewStyle(.circular),
                                       width: 200, height: 200).size, CGSize(width: 30, height: 30))
        // Nothing outside: the automatic style's bar (determinate), 200 − 10 wide.
        let bar = controlSnapshot(ProgressView(value: 0.5).progressViewStyle(Framed()), width: 200, height: 200)
        XCTAssertEqual(bar.size, CGSize(width: 200, height: 14))
        XCTAssertEqual(fills(bar.displayList).last?.rect, CGRect(x: 5, y: 5, width: 95, height: 4))
    }

    func testAFoundationProgressGivesItsFractionOrIsIndeterminate() {
        // 1 of 4 units: a quarter of the 200-point bar.
        let download = Progress(totalUnitCount: 4)
        download.completedUnitCount = 1
        XCTAssertEqual(ProgressView(download).fractionCompleted, 0.25)
        XCTAssertEqual(fills(controlSnapshot(ProgressView(download), width: 200).displayList).last?.rect,
                       CGRect(x: 0, y: 0, width: 50, height: 4))
        // A negative total is indeterminate (Foundation's `isIndeterminate`): the spinner.
        XCTAssertNil(ProgressView(Progress(totalUnitCount: -1)).fractionCompleted)
        XCTAssertEqual(controlSnapshot(ProgressView(Progress(totalUnitCount: -1)), width: 200, height: 200).size, CGSize(width: 20, height: 20))
    }

    private func assertEqual(_ rect: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rect.minX, expected.minX, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(rect.minY, expected.minY, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(rect.width, expected.width, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(rect.height, expected.height, accuracy: 1e-9, file: file, line: line)
    }
}
