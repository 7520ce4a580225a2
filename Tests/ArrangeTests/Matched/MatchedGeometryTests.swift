import XCTest
@testable import Arrange

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` and `@Namespace`.
///
/// Apple's documentation of `matchedGeometryEffect`: "If inserting a view in the same transaction
/// that another view with the same key is removed, the system will interpolate their frame
/// rectangles in window space to make it appear that there is a single view moving from its old
/// position to its new position. The usual transition mechanisms define how each of the two views
/// is rendered during the transition (e.g. fade in/out, scale, etc), the
/// `matchedGeometryEffect()` modifier only arranges for the geometry of the views to be linked, not
/// their rendering. If the number of currently-inserted views in the group with `isSource = true`
/// is not exactly one results are undefined" … "properties: The properties to copy from the
/// source view" … "anchor: The relative location in the view used to produce its shared position
/// value" — with `isSource` false the view takes those properties of the source's geometry.
final class MatchedGeometryTests: XCTestCase {
    /// A 60 × 40 source and, beside it, a follower in a 20 × 20 frame, in an `HStack` without
    /// spacing centred in 200 × 100: the stack is 80 × 40 at (60, 30), the source at (60, 30), the
    /// follower's frame at (120, 40) (centred in the stack's height).
    struct Pair: View {
        @Namespace var namespace
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        var hasSource = true
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 60, height: 40).matchedGeometryEffect(id: 1, in: namespace, isSource: hasSource).id("source")
                Color.blue.id("matched")
                    .matchedGeometryEffect(id: 1, in: namespace, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 20, height: 20).id("slot")
            }
        }
    }

    private func frame(_ view: Pair, _ id: String) -> CGRect? {
        ViewHost(rootView: view, size: CGSize(width: 200, height: 100)).frame(of: id)
    }

    /// `.frame`: the follower is proposed the source's size and put on its centre: the source's
    /// frame. The views around it keep their layout.
    func testANonSourceTakesTheSourcesFrame() {
        XCTAssertEqual(frame(Pair(), "matched"), CGRect(x: 60, y: 30, width: 60, height: 40))
        XCTAssertEqual(frame(Pair(), "slot"), CGRect(x: 120, y: 40, width: 20, height: 20))
        XCTAssertEqual(frame(Pair(), "source"), CGRect(x: 60, y: 30, width: 60, height: 40))
    }

    /// `.size`: proposed 60 × 40, centred where its container put its centre, (130, 50).
    func testSizeOnly() {
        XCTAssertEqual(frame(Pair(properties: .size), "matched"), CGRect(x: 100, y: 30, width: 60, height: 40))
    }

    /// `.position`: its own 20 × 20, centred on the source's centre, (90, 50).
    func testPositionOnly() {
        XCTAssertEqual(frame(Pair(properties: .position), "matched"), CGRect(x: 80, y: 40, width: 20, height: 20))
    }

    /// The anchor is the shared point: `.position` with `.topLeading` puts the follower's top
    /// leading corner on the source's, (60, 30).
    func testTheAnchorIsTheSharedPoint() {
        XCTAssertEqual(frame(Pair(properties: .position, anchor: .topLeading), "matched"), CGRect(x: 60, y: 30, width: 20, height: 20))
        XCTAssertEqual(frame(Pair(anchor: .bottomTrailing), "matched"), CGRect(x: 60, y: 30, width: 60, height: 40))
    }

    /// Bad input: an anchor with a NaN coordinate gives no usable position; the follower keeps its
    /// own frame rather than take a NaN one.
    func testANaNAnchorLeavesTheViewInPlace() {
        XCTAssertEqual(frame(Pair(anchor: UnitPoint(x: .nan, y: 0.5)), "matched"), CGRect(x: 120, y: 40, width: 20, height: 20))
    }

    /// Without a source in the group, the views keep their own frames.
    func testWithoutASourceNothingMoves() {
        XCTAssertEqual(frame(Pair(hasSource: false), "matched"), CGRect(x: 120, y: 40, width: 20, height: 20))
    }

    /// A snapshot (no host) matches too; two namespaces never match each other.
    func testSnapshotsMatchAndNamespacesAreSeparate() {
        XCTAssertEqual(LayoutSnapshot(of: Pair(), in: CGSize(width: 200, height: 100)).frame(of: "matched"), CGRect(x: 60, y: 30, width: 60, height: 40))
        let a = Namespace().wrappedValue, b = Namespace().wrappedValue
        XCTAssertNotEqual(a, b)
        let separate = HStack(spacing: 0) {
            Color.red.frame(width: 60, height: 40).matchedGeometryEffect(id: 1, in: a)
            Color.blue.id("other").matchedGeometryEffect(id: 1, in: b, isSource: false).frame(width: 20, height: 20)
        }
        XCTAssertEqual(LayoutSnapshot(of: separate, in: CGSize(width: 200, height: 100)).frame(of: "other"), CGRect(x: 120, y: 40, width: 20, height: 20))
    }

    /// A `LayoutHost`'s relayouts (which reuse unchanged subtrees) match again: the follower
    /// follows the source when the source grows from 60 to 100 wide (the stack 120 × 40 at
    /// (40, 30)), and stays when an update changes nothing.
    func testRelayoutsMatchAgain() {
        struct Sized: View {
            let width: CGFloat
            let namespace: Namespace.ID
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: width, height: 40).matchedGeometryEffect(id: 1, in: namespace)
                    Color.blue.id("matched").matchedGeometryEffect(id: 1, in: namespace, isSource: false).frame(width: 20, height: 20)
                }
            }
        }
        let namespace = Namespace().wrappedValue
        let host = LayoutHost(rootView: Sized(width: 60, namespace: namespace), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.snapshot.frame(of: "matched"), CGRect(x: 60, y: 30, width: 60, height: 40))
        host.update(rootView: Sized(width: 100, namespace: namespace))
        XCTAssertEqual(host.snapshot.frame(of: "matched"), CGRect(x: 40, y: 30, width: 100, height: 40))
        host.update(rootView: Sized(width: 100, namespace: namespace))
        XCTAssertEqual(host.snapshot.frame(of: "matched"), CGRect(x: 40, y: 30, width: 100, height: 40))
    }

    /// A host keeps a view's namespace across updates.
    func testTheNamespaceIsKeptAcrossUpdates() {
        final class Seen { var ids: [Namespace.ID] = [] }
        struct Reader: View {
            @Namespace var namespace
            let seen: Seen
            @State var count = 0
            var body: some View {
                let _ = seen.ids.append(namespace)
                Color.red.frame(width: 10, height: 10).onTapGesture { count += 1 }.id("tap")
            }
        }
        let seen = Seen()
        let host = makeHost(Reader(seen: seen))
        host.tap(on: "tap")
        XCTAssertEqual(seen.ids.count, 2)
        XCTAssertEqual(seen.ids.first, seen.ids.last)
    }

    /// A card in a 200 × 200 area that grows from 50 × 50 to 200 × 100 (both centred): the views
    /// are different (the two branches of an `if`) but share a matched group.
    struct Card: View {
        @Namespace var namespace
        @State var expanded = false
        var body: some View {
            ZStack {
                Color.clear.frame(width: 200, height: 200).contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }.id("area")
                if expanded {
                    Color.red.frame(width: 200, height: 100).matchedGeometryEffect(id: "card", in: namespace).id("big")
                } else {
                    Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: "card", in: namespace).id("small")
                }
            }
        }
    }

    /// Half-way through a linear second, the inserted card is shown half-way between the
    /// removed card's frame (75, 75, 50, 50) and its own (0, 50, 200, 100): (37.5, 62.5, 125, 75);
    /// the removed card is drawn moved and scaled onto the same frame while it fades out.
    func testAnAnimatedReplacementInterpolatesTheFrame() {
        let host = ViewHost(rootView: Card(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 5, y: 5))
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "big"), CGRect(x: 37.5, y: 62.5, width: 125, height: 75))
        let removed = items(of: "small", in: host.displayList)
        let transforms = removed.compactMap { content -> CGAffineTransform? in
            if case .pushTransform(let transform) = content { return transform }
            return nil
        }
        XCTAssertEqual(transforms.count, 1)
        guard transforms.count == 1 else { return }
        let topLeft = CGPoint(x: 75, y: 75).applying(transforms[0]), bottomRight = CGPoint(x: 125, y: 125).applying(transforms[0])
        XCTAssertEqual(topLeft.x, 37.5, accuracy: 1e-9)
        XCTAssertEqual(topLeft.y, 62.5, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.x, 162.5, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.y, 137.5, accuracy: 1e-9)
        XCTAssertTrue(removed.contains(.pushOpacity(0.5)))
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "big"), CGRect(x: 0, y: 50, width: 200, height: 100))
        XCTAssertFalse(host.isAnimating)
    }

    /// Without an animation the replacement is shown at once.
    func testAnUnanimatedReplacementJumps() {
        struct Plain: View {
            @Namespace var namespace
            let expanded: Bool
            var body: some View {
                if expanded {
                    Color.red.frame(width: 200, height: 100).matchedGeometryEffect(id: "card", in: namespace).id("big")
                } else {
                    Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: "card", in: namespace).id("small")
                }
            }
        }
        let host = ViewHost(rootView: Plain(expanded: false), size: CGSize(width: 200, height: 200))
        host.update(rootView: Plain(expanded: true))
        XCTAssertEqual(host.frame(of: "big"), CGRect(x: 0, y: 50, width: 200, height: 100))
        XCTAssertFalse(host.isAnimating)
    }
}
