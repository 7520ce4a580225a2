import XCTest
@testable import Arrange

/// Hit testing in a `ViewHost`: the topmost drawn content under a point, in the reverse of paint
/// order. SwiftUI's documentation: `allowsHitTesting(false)` makes a view "not participate in hit
/// test operations"; `contentShape(_:)` "defines the content shape for hit testing"; a view's
/// default hit area is its drawn content (so the empty space of a stack takes no taps, the reason
/// `contentShape(Rectangle())` exists).
final class HitTestingTests: XCTestCase {
    // In a 200 × 200 host, a 100 × 100 ZStack is centred: it spans 50...150.
    func testTheTopmostOfOverlappingViewsIsHit() {
        let host = makeHost(ZStack {
            Color.red.frame(width: 100, height: 100).id("bottom")
            Color.blue.frame(width: 50, height: 50).id("top")
        })
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 100)), AnyHashable("top"))
        XCTAssertEqual(host.hitTest(CGPoint(x: 60, y: 60)), AnyHashable("bottom"))
        XCTAssertNil(host.hitTest(CGPoint(x: 10, y: 10)))
    }

    func testAllowsHitTestingFalsePassesTapsThrough() {
        let log = EventLog()
        let host = makeHost(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("bottom") }
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.events.append("top") }.allowsHitTesting(false)
        })
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(log.events, ["bottom"])
    }

    func testEmptySpaceTakesNoTapsUntilAContentShapeIsSet() {
        let log = EventLog()
        func row(_ name: String) -> some View {
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer() }.frame(width: 100)
                .onTapGesture { log.events.append(name) }
        }
        let plain = makeHost(row("plain"))
        // The row spans x 50...150, y 95...105: the colour is 50...60, the spacer the rest.
        XCTAssertFalse(plain.tap(at: CGPoint(x: 120, y: 100)))
        XCTAssertTrue(plain.tap(at: CGPoint(x: 55, y: 100)))
        let shaped = makeHost(row("shaped").contentShape(Rectangle()))
        XCTAssertTrue(shaped.tap(at: CGPoint(x: 120, y: 100)))
        XCTAssertEqual(log.events, ["plain", "shaped"])
    }

    func testAContentShapeLimitsHitsToTheShape() {
        let log = EventLog()
        let host = makeHost(Color.red.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.events.append("tap") })
        XCTAssertFalse(host.tap(at: CGPoint(x: 52, y: 52))) // a corner of the frame, outside the circle
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 60)))
        XCTAssertEqual(log.events, ["tap"])
    }

    func testShapesAreHitInsideTheirOutline() {
        let host = makeHost(Circle().fill(Color.red).frame(width: 100, height: 100).id("circle"))
        XCTAssertNil(host.hitTest(CGPoint(x: 55, y: 55))) // distance from centre 63.6 > radius 50
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 140)), AnyHashable("circle"))
        let capsule = makeHost(Capsule().fill(Color.red).frame(width: 100, height: 40).id("capsule"))
        // The capsule spans 50...150 × 80...120 with end radius 20: its corner (51, 81) is outside.
        XCTAssertNil(capsule.hitTest(CGPoint(x: 51, y: 81)))
        XCTAssertEqual(capsule.hitTest(CGPoint(x: 51, y: 100)), AnyHashable("capsule"))
    }

    func testClearHiddenAndTransparentViewsTakeNoHits() {
        for view in [AnyView(Color.clear.frame(width: 100, height: 100).id("v")),
                     AnyView(Color.red.frame(width: 100, height: 100).hidden().id("v")),
                     AnyView(Color.red.frame(width: 100, height: 100).opacity(0).id("v"))] {
            XCTAssertNil(makeHost(view).hitTest(CGPoint(x: 100, y: 100)))
        }
        XCTAssertEqual(makeHost(Color.red.frame(width: 100, height: 100).opacity(0.1).id("v")).hitTest(CGPoint(x: 100, y: 100)), AnyHashable("v"))
    }

    func testOverlayIsAboveAndBackgroundBelowTheView() {
        let host = makeHost(Color.red.frame(width: 50, height: 50).id("view")
            .background { Color.green.frame(width: 100, height: 100).id("background") }
            .overlay { Color.blue.frame(width: 20, height: 20).id("overlay") })
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 100)), AnyHashable("overlay"))
        XCTAssertEqual(host.hitTest(CGPoint(x: 80, y: 80)), AnyHashable("view"))
        XCTAssertEqual(host.hitTest(CGPoint(x: 55, y: 55)), AnyHashable("background"))
    }

    func testZIndexOrdersHits() {
        let host = makeHost(ZStack {
            Color.red.frame(width: 100, height: 100).id("raised").zIndex(1)
            Color.blue.frame(width: 100, height: 100).id("later")
        })
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 100)), AnyHashable("raised"))
    }

    func testTheInnermostTapActionWins() {
        let log = EventLog()
        let host = makeHost(ZStack {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.events.append("inner") }
        }.onTapGesture { log.events.append("outer") })
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 55, y: 55))
        XCTAssertEqual(log.events, ["inner", "outer"])
    }

    func testDoubleTapActionsRunOnTheSecondTapOfASequence() {
        let log = EventLog()
        let host = makeHost(Color.red.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { log.events.append("double") }
            .onTapGesture { log.events.append("single") })
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 101, y: 100)) // within 0.3 s and 10 points: the second tap
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 100)) // too late: a new sequence
        XCTAssertEqual(log.events, ["single", "double", "single"])
    }

    func testTapLocationIsInTheViewsCoordinates() {
        var location: CGPoint?
        let host = makeHost(Color.red.frame(width: 100, height: 100).onTapGesture { location = $0 })
        host.tap(at: CGPoint(x: 60, y: 70))
        XCTAssertEqual(location, CGPoint(x: 10, y: 20))
    }

    func testTapsAtNonFinitePointsOrOnNothingDoNothing() {
        let host = makeHost(Color.red.frame(width: 10, height: 10).onTapGesture {})
        XCTAssertFalse(host.tap(at: CGPoint(x: CGFloat.nan, y: 0)))
        XCTAssertFalse(host.tap(at: CGPoint(x: CGFloat.infinity, y: 5)))
        XCTAssertFalse(host.tap(at: CGPoint(x: 0, y: 0)))
        XCTAssertFalse(host.tap(on: "no such id"))
        XCTAssertNil(host.hitTest(CGPoint(x: CGFloat.nan, y: CGFloat.nan)))
    }

    func testAnIdentifierSharedByViewThatFitsCandidatesFindsThePlacedOne() {
        // ViewThatFits shows the first candidate that fits (Apple's documentation); the same id in
        // both candidates names the one shown. 60 points don't fit 100 × 10, so the second shows.
        var taps = 0
        let view = ViewThatFits {
            Color.red.frame(width: 100, height: 10).onTapGesture { taps += 100 }.id("button")
            Color.blue.frame(width: 50, height: 10).onTapGesture { taps += 1 }.id("button")
        }.frame(width: 60)
        let host = makeHost(view)
        XCTAssertEqual(host.frame(of: "button"), CGRect(x: 75, y: 95, width: 50, height: 10))
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertEqual(taps, 1)
    }

    func testContentOutsideAScrollViewOrClipShapeTakesNoHits() {
        // A scroll view clips its content to its frame (Apple: ScrollView "the scrollable content
        // region"); a clip shape likewise. The 100 × 40 viewport is centred: y 80...120; its
        // content, 100 × 200 tall, starts at the top: y 80...280.
        let scrolled = makeHost(ScrollView { Color.red.frame(width: 100, height: 200).id("content") }.frame(width: 100, height: 40))
        XCTAssertEqual(scrolled.hitTest(CGPoint(x: 100, y: 100)), AnyHashable("content"))
        XCTAssertNil(scrolled.hitTest(CGPoint(x: 100, y: 150)))
        let clipped = makeHost(Color.red.frame(width: 100, height: 100).id("v").clipShape(Circle()))
        XCTAssertNil(clipped.hitTest(CGPoint(x: 52, y: 52)))
        XCTAssertEqual(clipped.hitTest(CGPoint(x: 100, y: 100)), AnyHashable("v"))
    }

    func testContentOverflowingItsParentsFrameIsStillHit() {
        // A frame proposes its size to its child and centres the child's answer in it
        // (Docs/LayoutRules.md, frame): a fixed 100 × 100 colour in a 10 × 10 frame spans
        // 50...150 in a 200 × 200 host while the frame spans 95...105. Nothing clips it, so, as in
        // SwiftUI, the part outside the frame takes taps too: hit testing skips only subtrees none
        // of whose frames reaches the point.
        let host = makeHost(VStack {
            Color.red.frame(width: 100, height: 100).id("wide").frame(width: 10, height: 10)
        })
        XCTAssertEqual(host.hitTest(CGPoint(x: 55, y: 55)), AnyHashable("wide"))
        XCTAssertEqual(host.hitTest(CGPoint(x: 149, y: 149)), AnyHashable("wide"))
        XCTAssertNil(host.hitTest(CGPoint(x: 151, y: 100)))
    }

    func testOverflowReachesThroughSeveralAncestors() {
        // The same 100 × 100 colour (50...150) under three nested 10 × 10 frames and a padding,
        // all centred at 100: every ancestor's frame lies within 90...110, so the colour's corner
        // is found only when each subtree's bounds include what overflows its descendants.
        let host = makeHost(VStack {
            Color.red.frame(width: 100, height: 100).id("wide")
                .frame(width: 10, height: 10).frame(width: 10, height: 10).padding(5).frame(width: 10, height: 10)
        })
        XCTAssertEqual(host.hitTest(CGPoint(x: 51, y: 149)), AnyHashable("wide"))
        XCTAssertEqual(host.hitTest(CGPoint(x: 149, y: 51)), AnyHashable("wide"))
        XCTAssertNil(host.hitTest(CGPoint(x: 151, y: 151)))
    }

    func testALongListFindsTheRowUnderThePoint() {
        // 1,000 rows of 20 points in a VStack with no spacing: row k spans y 20k...20(k + 1),
        // centred in the 200-point-tall host (the stack is 20,000 tall: it starts at −9,900).
        let host = makeHost(VStack(spacing: 0) {
            ForEach(0..<1000, id: \.self) { index in Color.red.frame(width: 100, height: 20).id(index) }
        })
        XCTAssertEqual(host.frame(of: 500), CGRect(x: 50, y: 100, width: 100, height: 20))
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 110)), AnyHashable(500))
        XCTAssertEqual(host.hitTest(CGPoint(x: 100, y: 85)), AnyHashable(499))
        XCTAssertNil(host.hitTest(CGPoint(x: 20, y: 110)))
    }

    private struct Mover: View {
        @State private var moved = false
        var body: some View {
            Color.blue.frame(width: 50, height: 50).id("box")
                .onTapGesture { moved.toggle() }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: moved ? .bottomTrailing : .topLeading)
        }
    }

    /// A host makes one hit tester per graph (`ViewHost.hitTester`), and an update's graph gets a
    /// new one: after the box moves, hits find it where it is now. The flexible frame fills the
    /// 200 × 200 host and puts the 50 × 50 box in its top-leading corner (0...50), then, once
    /// tapped, in its bottom-trailing corner (150...200) (Docs/LayoutRules.md, flexible frames).
    func testHitsFollowAnUpdateThatMovesAView() {
        let host = makeHost(Mover())
        XCTAssertNil(host.hitTest(CGPoint(x: 175, y: 175)))
        XCTAssertEqual(host.hitTest(CGPoint(x: 25, y: 25)), AnyHashable("box"))
        XCTAssertTrue(host.tap(at: CGPoint(x: 25, y: 25)))
        XCTAssertNil(host.hitTest(CGPoint(x: 25, y: 25)))
        XCTAssertEqual(host.hitTest(CGPoint(x: 175, y: 175)), AnyHashable("box"))
    }
}
