import XCTest
@testable import Arrange

/// Toggle, Stepper and Label sizes, from 10 pt box labels and the iOS figures they state.
final class ToggleStepperLabelTests: XCTestCase {
    func testToggleTakesTheProposedWidthWithA51By31SwitchTrailing() {
        let on = controlSnapshot(Toggle("Wi-Fi", isOn: .constant(true)), width: 300, height: 100)
        XCTAssertEqual(on.size, CGSize(width: 300, height: 31))
        let drawn = fills(on.displayList)
        XCTAssertEqual(drawn.map(\.rect), [CGRect(x: 249, y: 0, width: 51, height: 31), CGRect(x: 300 - 2 - 27, y: 2, width: 27, height: 27)])
        XCTAssertEqual(drawn.map(\.color), [DisplayList.RGBA(Color.green), DisplayList.RGBA(red: 1, green: 1, blue: 1)])
        XCTAssertEqual(texts(on.displayList).first?.string, "Wi-Fi")
        XCTAssertEqual(texts(on.displayList).first?.origin, CGPoint(x: 0, y: 10.5 + 8))

        let off = controlSnapshot(Toggle("Wi-Fi", isOn: .constant(false)), width: 300)
        XCTAssertEqual(fills(off.displayList).map(\.rect).last, CGRect(x: 249 + 2, y: 2, width: 27, height: 27))
        XCTAssertEqual(fills(off.displayList).first?.color, DisplayList.RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16))
    }

    func testToggleReadsItsBinding() {
        var stored = true
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = false
        XCTAssertFalse(stored)
        let snapshot = controlSnapshot(Toggle(isOn: binding) { Text("A") }, width: 100)
        XCTAssertEqual(fills(snapshot.displayList).map(\.rect).last?.minX, 100 - 51 + 2)
        XCTAssertEqual(Binding.constant(3).projectedValue.wrappedValue, 3)
    }

    func testStepperTakesTheProposedWidthWithA94By32ControlTrailing() {
        var value = 5
        let snapshot = controlSnapshot(Stepper("Guests", value: Binding(get: { value }, set: { value = $0 }), in: 0...5), width: 300)
        XCTAssertEqual(snapshot.size, CGSize(width: 300, height: 32))
        let drawn = fills(snapshot.displayList)
        XCTAssertEqual(drawn.first?.rect, CGRect(x: 206, y: 0, width: 94, height: 32))
        XCTAssertEqual(drawn.last?.rect, CGRect(x: 206 + 46.5, y: 7, width: 1, height: 18), "the divider between the halves")
        let symbols = texts(snapshot.displayList).dropFirst()
        XCTAssertEqual(symbols.map(\.string), ["\u{2212}", "+"])
        XCTAssertEqual(symbols.last?.color, DisplayList.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
                       "+ is disabled at the upper bound")
    }

    func testStepperActionsStepWithinTheBounds() {
        var value = 4
        let binding = Binding(get: { value }, set: { value = $0 })
        let stepper = Stepper("N", value: binding, in: 0...5, step: 3)
        stepper.onIncrement?()
        XCTAssertEqual(value, 5)
        stepper.onDecrement?()
        XCTAssertEqual(value, 2)
        XCTAssertNil(Stepper("N", value: Binding.constant(0), in: 0...5).onDecrement)
        var count = 0
        let actions = Stepper("N", onIncrement: { count += 1 }, onDecrement: nil)
        actions.onIncrement?()
        XCTAssertEqual(count, 1)
        XCTAssertEqual(controlSnapshot(actions, width: 200).size, CGSize(width: 200, height: 32))
    }

    func testLabelIsTheIconThenTheTitleWithStandardSpacing() {
        let snapshot = controlSnapshot(Label { Text("Hi") } icon: { Color.red.frame(width: 16, height: 16) })
        XCTAssertEqual(snapshot.size, CGSize(width: 16 + 8 + 10, height: 16))
        XCTAssertEqual(fills(snapshot.displayList).first?.rect, CGRect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertEqual(texts(snapshot.displayList).first?.origin.x, 24)
    }
}
