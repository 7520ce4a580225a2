import XCTest
@testable import Arrange

/// Taps and keys reaching the controls in a `ViewHost` (300 × 200, box fonts).
///
/// SwiftUI's documentation: a `Button` "performs an action when triggered"; a `Toggle` "toggles
/// between on and off states"; a `Stepper`'s `in:` bounds clamp the value and `step` is "the
/// amount to increment or decrement"; a segmented `Picker` selects the tapped segment's tagged
/// option. Keyboard: Tab moves focus to the next focusable control, Shift-Tab to the previous,
/// Space activates the focused control (Full Keyboard Access), arrows adjust steppers and
/// segmented controls.
final class ControlInteractionTests: XCTestCase {
    enum Size: Hashable { case small, medium, large }

    struct Panel: View {
        let log: EventLog
        @State var isOn = false
        @State var amount = 5
        @State var size = Size.small
        @State var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Button(action: { taps += 1; log.events.append("button") }) { Color.blue.frame(width: 40, height: 20) }.id("button")
                Toggle("Wi-Fi", isOn: $isOn).id("toggle")
                Stepper("Amount", value: $amount, in: 0...10, step: 3).id("stepper")
                Picker("Size", selection: $size) {
                    Text("S").tag(Size.small)
                    Text("M").tag(Size.medium)
                    Text("L").tag(Size.large)
                }
                .pickerStyle(.segmented).id("picker")
            }
            .onChange(of: isOn) { _, new in log.events.append("isOn \(new)") }
            .onChange(of: amount) { _, new in log.events.append("amount \(new)") }
            .onChange(of: size) { _, new in log.events.append("size \(new)") }
        }
    }

    private func host(_ log: EventLog) -> ViewHost<Panel> {
        makeHost(Panel(log: log), width: 300)
    }

    func testTappingTheButtonRunsItsAction() {
        let log = EventLog()
        let host = host(log)
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertEqual(log.events, ["button"])
    }

    func testTappingTheSwitchFlipsTheToggleButTheLabelDoesNot() {
        let log = EventLog()
        let host = host(log)
        let frame = host.frame(of: "toggle")!
        XCTAssertFalse(host.tap(at: CGPoint(x: frame.minX + 5, y: frame.midY))) // the label "Wi-Fi"
        // The switch is the trailing 51 points.
        XCTAssertTrue(host.tap(at: CGPoint(x: frame.maxX - 25, y: frame.midY)))
        XCTAssertTrue(host.tap(at: CGPoint(x: frame.maxX - 25, y: frame.midY + 100)) == false)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: frame.maxX - 25, y: frame.midY))
        XCTAssertEqual(log.events, ["isOn true", "isOn false"])
    }

    func testStepperHalvesStepWithinTheRange() {
        let log = EventLog()
        let host = host(log)
        let frame = host.frame(of: "stepper")!
        // The control is the trailing 94 points: − on its leading half, + on its trailing half.
        let minus = CGPoint(x: frame.maxX - 94 + 20, y: frame.midY), plus = CGPoint(x: frame.maxX - 20, y: frame.midY)
        host.tap(at: plus)   // 5 + 3 = 8
        host.tap(at: plus)   // 11 clamps to 10
        host.tap(at: plus)   // at the upper bound + is disabled: nothing changes
        for _ in 0..<5 { host.tap(at: minus) } // 7, 4, 1, 0 (clamped), then − is disabled
        XCTAssertEqual(log.events, ["amount 8", "amount 10", "amount 7", "amount 4", "amount 1", "amount 0"])
    }

    func testTappingASegmentSelectsItsOption() {
        let log = EventLog()
        let host = host(log)
        let frame = host.frame(of: "picker")!
        XCTAssertEqual(frame.width, 300) // the picker takes the proposed width: three 100-point segments
        host.tap(at: CGPoint(x: 250, y: frame.midY))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: frame.midY))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: frame.midY)) // already selected: no change
        XCTAssertEqual(log.events, ["size large", "size medium"])
    }

    func testSegmentsAreMirroredRightToLeft() {
        var selected = Size.small
        let picker = Picker("Size", selection: Binding(get: { selected }, set: { selected = $0 })) {
            Text("S").tag(Size.small)
            Text("M").tag(Size.medium)
            Text("L").tag(Size.large)
        }
        .pickerStyle(.segmented)
        .environment(\.layoutDirection, .rightToLeft)
        let host = makeHost(picker, width: 300)
        host.tap(at: CGPoint(x: 20, y: 100)) // the leftmost segment is the last option
        XCTAssertEqual(selected, .large)
    }

    func testDisabledControlsIgnoreTapsAndKeys() {
        var count = 0
        let host = makeHost(Button(action: { count += 1 }) { Color.blue.frame(width: 40, height: 20) }.disabled(true))
        XCTAssertFalse(host.tap(at: CGPoint(x: 100, y: 100)))
        XCTAssertFalse(host.press(.tab))
        XCTAssertEqual(count, 0)
    }

    func testKeyboardOnlyUseOfEveryControl() {
        let log = EventLog()
        let host = host(log)
        XCTAssertNil(host.focusedFrame)
        XCTAssertFalse(host.press(.space)) // nothing focused yet
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "button"))
        host.press(.space)
        host.press(.return)
        host.press(.tab) // the toggle's switch
        XCTAssertEqual(host.focusedFrame?.maxX, host.frame(of: "toggle")?.maxX)
        host.press(.space)
        host.press(.tab) // the stepper's control
        host.press(.upArrow)
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "picker"))
        host.press(.rightArrow)
        host.press(.rightArrow)
        XCTAssertFalse(host.press(.rightArrow)) // no option after the last
        host.press(.leftArrow)
        XCTAssertEqual(log.events, ["button", "button", "isOn true", "amount 8", "amount 5", "amount 2",
                                    "size medium", "size large", "size medium"])
    }

    func testTabWrapsAroundAndShiftTabGoesBack() {
        let log = EventLog()
        let host = host(log)
        host.press(.tab, modifiers: .shift) // from nothing: the last control
        XCTAssertEqual(host.focusedFrame, host.frame(of: "picker"))
        host.press(.tab) // wraps to the first
        XCTAssertEqual(host.focusedFrame, host.frame(of: "button"))
        host.press(.tab, modifiers: .shift)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "picker"))
        XCTAssertFalse(host.press(KeyEquivalent("q")))
    }

    func testFocusableViewsTakeFocusAndSpaceRunsTheirTapAction() {
        var count = 0
        let host = makeHost(HStack {
            Color.red.frame(width: 10, height: 10).id("plain").onTapGesture { count += 100 }
            Color.blue.frame(width: 10, height: 10).id("focusable").onTapGesture { count += 1 }.focusable()
        })
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "focusable")) // the plain view is skipped
        host.press(.space)
        XCTAssertEqual(count, 1)
    }

    func testFocusStaysWithTheViewAcrossUpdates() {
        let log = EventLog()
        let host = host(log)
        host.press(.tab)
        host.press(.tab)
        host.press(.space) // the toggle flips; the tree updates
        host.update(rootView: Panel(log: log))
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame?.maxX, 300)
        XCTAssertEqual(host.focusedFrame?.midY, host.frame(of: "stepper")?.midY)
    }

    func testATintedToggleFlipsAndDrawsItsSwitchInTheTint() {
        // The switch is drawn in the tint when on (Differences.md, Controls); a tap flips it.
        let host = makeHost(StatefulToggle().tint(.red), width: 300)
        let frame = host.frame(of: "toggle")!
        XCTAssertFalse(fills(host.displayList).contains { $0.color == DisplayList.RGBA(Color.red) })
        host.tap(at: CGPoint(x: frame.maxX - 25, y: frame.midY))
        XCTAssertTrue(fills(host.displayList).contains { $0.color == DisplayList.RGBA(Color.red) })
    }

    struct StatefulToggle: View {
        @State var isOn = false
        var body: some View { Toggle("Tinted", isOn: $isOn).id("toggle") }
    }
}
