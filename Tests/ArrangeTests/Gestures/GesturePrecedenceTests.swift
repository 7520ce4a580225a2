import XCTest
@testable import Arrange

/// Which gestures a press reaches take it. Apple's documentation: `gesture(_:including:)`
/// attaches a gesture "with a lower precedence than gestures defined by the view",
/// `highPriorityGesture` "with a higher precedence", `simultaneousGesture` "to process
/// simultaneously with gestures defined by the view"; `GestureMask` `.gesture` enables "the added
/// gesture but disable[s] all gestures in the subview hierarchy", `.subviews` the reverse, `.none`
/// neither. The first gesture recognized takes the press (Docs/Differences.md, "Gestures").
final class GesturePrecedenceTests: XCTestCase {
    /// A 100 × 100 parent (spanning 50...150) around a 40 × 40 child (80...120), each logging its
    /// tap gesture; the parent's is attached with `attach`.
    private func nested<V: View>(_ log: EventLog, attach: (AnyView, TapGesture) -> V) -> some View {
        let child = Color.blue.frame(width: 40, height: 40).gesture(TapGesture().onEnded { log.events.append("child") })
        let parent = AnyView(ZStack { Color.red.frame(width: 100, height: 100); child })
        return attach(parent, TapGesture())
    }

    private func tapBoth(_ build: (EventLog) -> some View) -> [String] {
        let log = EventLog()
        let host = makeHost(build(log))
        host.tap(at: CGPoint(x: 100, y: 100))
        return log.events
    }

    func testTheChildsGestureWinsOverTheParentsGesture() {
        let events = tapBoth { log in nested(log) { $0.gesture($1.onEnded { log.events.append("parent") }) } }
        XCTAssertEqual(events, ["child"])
    }

    func testAHighPriorityGestureOnTheParentWins() {
        let events = tapBoth { log in nested(log) { $0.highPriorityGesture($1.onEnded { log.events.append("parent") }) } }
        XCTAssertEqual(events, ["parent"])
    }

    func testASimultaneousGestureRunsWithTheChilds() {
        let events = tapBoth { log in nested(log) { $0.simultaneousGesture($1.onEnded { log.events.append("parent") }) } }
        XCTAssertEqual(events, ["child", "parent"])
    }

    func testMasks() {
        let onlyParent = tapBoth { log in nested(log) { $0.gesture($1.onEnded { log.events.append("parent") }, including: .gesture) } }
        XCTAssertEqual(onlyParent, ["parent"])
        let onlyChild = tapBoth { log in nested(log) { $0.highPriorityGesture($1.onEnded { log.events.append("parent") }, including: .subviews) } }
        XCTAssertEqual(onlyChild, ["child"])
        let neither = tapBoth { log in nested(log) { $0.simultaneousGesture($1.onEnded { log.events.append("parent") }, including: .none) } }
        XCTAssertEqual(neither, [])
        let all = tapBoth { log in nested(log) { $0.gesture($1.onEnded { log.events.append("parent") }, including: .all) } }
        XCTAssertEqual(all, ["child"])
    }

    func testAMaskAlsoDisablesTapActionsAndButtons() {
        let log = EventLog()
        let host = makeHost(
            Button("Go") { log.events.append("button") }.id("button")
                .gesture(DragGesture().onEnded { _ in log.events.append("drag") }, including: .gesture)
        )
        let frame = try! XCTUnwrap(host.frame(of: "button"))
        XCTAssertFalse(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
        XCTAssertEqual(log.events, [])
    }

    func testTheInnerOfTwoDragsWins() {
        let log = EventLog()
        let host = makeHost(ZStack {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 40, height: 40).gesture(DragGesture().onEnded { _ in log.events.append("child") })
        }.gesture(DragGesture().onEnded { _ in log.events.append("parent") }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 140, y: 100))
        host.pointerUp(at: CGPoint(x: 140, y: 100))
        // Outside the child, only the parent's drag is reached.
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerMove(to: CGPoint(x: 60, y: 90))
        host.pointerUp(at: CGPoint(x: 60, y: 90))
        XCTAssertEqual(log.events, ["child", "parent"])
    }

    func testADragBeyondItsMinimumDistanceCancelsAButtonsTap() {
        let log = EventLog()
        let host = makeHost(
            VStack {
                Button("Go") { log.events.append("button") }.id("button")
            }
            .frame(width: 150, height: 150)
            .contentShape(Rectangle())
            .gesture(DragGesture().onChanged { _ in log.events.append("changed") }.onEnded { _ in log.events.append("drag") })
        )
        let button = try! XCTUnwrap(host.frame(of: "button"))
        let centre = CGPoint(x: button.midX, y: button.midY)
        // A tap on the button: the drag never reaches its minimum distance and fails.
        XCTAssertTrue(host.tap(at: centre))
        XCTAssertEqual(log.events, ["button"])
        // A drag starting on the button: 12 points is past both the drag's minimum distance and
        // the tap's 10-point tolerance; the drag takes the press.
        host.advance(by: 1)
        host.pointerDown(at: centre)
        host.pointerMove(to: CGPoint(x: centre.x, y: centre.y + 12))
        host.pointerUp(at: CGPoint(x: centre.x, y: centre.y + 12))
        XCTAssertEqual(log.events, ["button", "changed", "drag"])
    }

    func testALongPressAroundAButton() {
        let log = EventLog()
        let host = makeHost(
            Button("Go") { log.events.append("button") }.id("button")
                .onLongPressGesture { log.events.append("long press") }
        )
        let button = try! XCTUnwrap(host.frame(of: "button"))
        let centre = CGPoint(x: button.midX, y: button.midY)
        host.tap(at: centre)
        XCTAssertEqual(log.events, ["button"])
        host.advance(by: 1)
        host.pointerDown(at: centre)
        host.advance(by: 0.5)   // the long press succeeds and takes the press from the button
        host.pointerUp(at: centre)
        XCTAssertEqual(log.events, ["button", "long press"])
    }

    func testADisabledViewsGesturesTakeNoPress() {
        var ends = 0
        let host = makeHost(Color.red.frame(width: 100, height: 100).gesture(TapGesture().onEnded { ends += 1 }).disabled(true))
        XCTAssertFalse(host.tap(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(ends, 0)
    }

    func testPrecedenceAcrossThreeLevelsAndModifiersOnOneView() {
        let log = EventLog()
        func tap(_ name: String) -> _EndedGesture<TapGesture> { TapGesture().onEnded { log.events.append(name) } }
        // Grandparent `gesture` < parent `highPriorityGesture` > child `gesture`: the parent's
        // high-priority gesture is above everything inside it, and the grandparent's plain gesture
        // below everything inside it.
        let host = makeHost(
            Color.blue.frame(width: 40, height: 40).gesture(tap("child"))
                .padding(10).highPriorityGesture(tap("parent"))
                .padding(10).gesture(tap("grandparent"))
        )
        host.tap(at: CGPoint(x: 100, y: 100))
        // Two modifiers on one view: the one nearer the view is inside the other.
        let same = makeHost(Color.blue.frame(width: 40, height: 40).gesture(tap("inner")).gesture(tap("outer")))
        same.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.events, ["parent", "inner"])
    }

    func testIsEnabledFalseDisablesOnlyTheAddedGesture() {
        let off = tapBoth { log in nested(log) { $0.highPriorityGesture($1.onEnded { log.events.append("parent") }, isEnabled: false) } }
        XCTAssertEqual(off, ["child"])
        let on = tapBoth { log in nested(log) { $0.highPriorityGesture($1.onEnded { log.events.append("parent") }, isEnabled: true) } }
        XCTAssertEqual(on, ["parent"])
        let plain = tapBoth { log in nested(log) { $0.gesture($1.onEnded { log.events.append("parent") }, isEnabled: false) } }
        XCTAssertEqual(plain, ["child"])
        let simultaneous = tapBoth { log in nested(log) { $0.simultaneousGesture($1.onEnded { log.events.append("parent") }, isEnabled: true) } }
        XCTAssertEqual(simultaneous, ["child", "parent"])
    }
}
