import XCTest
@testable import Arrange

/// Slider: its frame, track and thumb (28-point thumb and height, 4-point track: Slider's
/// metrics, Docs/Differences.md, "Text input and value controls"), dragging, keys, steps and bad
/// arguments.
final class SliderTests: XCTestCase {
    private final class Box { var value: Double; var edits: [Bool] = []; init(_ value: Double) { self.value = value } }

    func testTheSliderTakesTheProposedWidthAndIs28PointsTall() {
        let snapshot = controlSnapshot(Slider(value: .constant(0.5)), width: 228)
        XCTAssertEqual(snapshot.size, CGSize(width: 228, height: 28))
        let drawn = fills(snapshot.displayList)
        // The thumb's centre travels 228 − 28 = 200 points from x 14: at 0.5, x 114.
        // The gray track: x 14, 200 wide, 4 tall at y (28 − 4) / 2 = 12; the tinted part to 114.
        XCTAssertEqual(drawn.map(\.rect).filter { $0.height == 4 }, [CGRect(x: 14, y: 12, width: 200, height: 4), CGRect(x: 14, y: 12, width: 100, height: 4)])
        XCTAssertEqual(drawn.last?.rect, CGRect(x: 100, y: 0, width: 28, height: 28), "the thumb, drawn last")
        XCTAssertEqual(drawn.first { $0.rect.width == 100 }?.color, DisplayList.RGBA(Color.accentColor))
    }

    func testValueLabelsSitAtTheEndsWithStandardSpacing() {
        // "0" and "10" at 5 points a character; HStack's standard spacing 8 between each.
        let slider = Slider(value: .constant(0.0), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        let snapshot = controlSnapshot(slider, width: 200)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 28))
        let strings = texts(snapshot.displayList).map(\.string)
        XCTAssertEqual(strings, ["0", "10"], "the label is not drawn")
        // The track: 200 − 5 − 10 − 2 × 8 = 169 wide; the gray part 169 − 28 = 141.
        XCTAssertEqual(fills(snapshot.displayList).first { $0.rect.height == 4 }?.rect.width, 141)
    }

    func testDraggingSetsTheValueRoundedToTheStep() {
        MainActor.assumeIsolated {
            let box = Box(0)
            let slider = Slider(value: Binding(get: { box.value }, set: { box.value = $0 }), in: 0...10, step: 2, onEditingChanged: { box.edits.append($0) })
            let host = textHost(slider.frame(width: 128).id("slider"), width: 128, height: 28)
            // Travel 100 points from x 14: x 14 + 37 is 3.7 → step 2 → 4.
            host.pointerDown(at: CGPoint(x: 14 + 37, y: 14))
            XCTAssertEqual(box.value, 4)
            host.pointerMove(to: CGPoint(x: 14 + 100, y: 14))
            XCTAssertEqual(box.value, 10)
            host.pointerMove(to: CGPoint(x: 500, y: 14))
            XCTAssertEqual(box.value, 10, "clamped to the range")
            host.pointerUp(at: CGPoint(x: 500, y: 14))
            XCTAssertEqual(box.edits, [true, false])
        }
    }

    func testArrowKeysStepAFocusedSlider() {
        MainActor.assumeIsolated {
            let box = Box(0.5)
            let host = textHost(Slider(value: Binding(get: { box.value }, set: { box.value = $0 })), width: 128, height: 28)
            host.press(.tab)
            XCTAssertTrue(host.press(.rightArrow))
            XCTAssertEqual(box.value, 0.6, accuracy: 1e-9, "a tenth of the range without a step")
            host.press(.leftArrow); host.press(.leftArrow)
            XCTAssertEqual(box.value, 0.4, accuracy: 1e-9)
            box.value = 1
            XCTAssertFalse(host.press(.upArrow), "already at the upper bound")
        }
    }

    func testStepRoundingStopsAtTheLastWholeStep() {
        let box = Box(0)
        let model = SliderModel(value: Binding(get: { box.value }, set: { box.value = $0 }), bounds: 0...10, step: 3, onEditingChanged: { _ in })
        XCTAssertEqual(model.constrained(10), 9, "0, 3, 6, 9: 12 would pass 10")
        XCTAssertEqual(model.constrained(4.4), 3)
        XCTAssertEqual(model.constrained(-5), 0)
    }

    func testBadArgumentsAreReportedAndDrawnAtTheLeadingEnd() {
        let nan = controlSnapshot(Slider(value: .constant(Double.nan)), width: 128)
        XCTAssertTrue(nan.diagnostics.contains { $0.message.contains("not finite") }, "\(nan.diagnostics)")
        XCTAssertEqual(fills(nan.displayList).last?.rect.minX, 0, "the thumb at the leading end")
        let infinite = controlSnapshot(Slider(value: .constant(1.0), in: 0...Double.infinity), width: 128)
        XCTAssertTrue(infinite.diagnostics.contains { $0.message.contains("range") })
        let empty = controlSnapshot(Slider(value: .constant(1.0), in: 1...1), width: 128)
        XCTAssertTrue(empty.diagnostics.contains { $0.message.contains("empty") })
        let badStep = controlSnapshot(Slider(value: .constant(1.0), in: 0...2, step: -1), width: 128)
        XCTAssertTrue(badStep.diagnostics.contains { $0.message.contains("step") })
        let fine = controlSnapshot(Slider(value: .constant(1.0), in: 0...2, step: 0.5), width: 128)
        XCTAssertTrue(fine.diagnostics.isEmpty)
    }
}
