import XCTest
@testable import Arrange

/// `Subview.id`: "This identifier persists across updates, changes to the order of subviews,
/// etc. so can be used to track the lifetime of a subview" (Apple's documentation,
/// "Subview.id"). It comes from the identity the engine already gives views: explicit `id(_:)`,
/// the `ForEach` element's id, the position in the content.
final class SubviewIdentityTests: XCTestCase {
    /// The ids of the subviews of `content`, resolved at the same place.
    private func ids<V: View>(_ content: V) -> [Subview.ID] {
        var ids: [Subview.ID] = []
        _ = LayoutSnapshot(of: VStack { Group(subviews: content) { subviews in
            let _ = ids = subviews.map(\.id)
            subviews
        } }, in: CGSize(width: 100, height: 100))
        return ids
    }

    /// The ids of `ForEach` elements follow the elements when the data is reordered, and are
    /// distinct.
    func testIDsFollowForEachElementsAcrossReordering() {
        let before = ids(ForEach(["a", "b", "c"], id: \.self) { _ in Color.red })
        let after = ids(ForEach(["c", "a", "b"], id: \.self) { _ in Color.red })
        XCTAssertEqual(Set(before).count, 3)
        XCTAssertEqual(after, [before[2], before[0], before[1]])
    }

    /// The same content resolved again (an update) gives the same ids, and views told apart
    /// only by their explicit ids get different ones.
    func testIDsAreStableAcrossUpdatesAndFollowExplicitIDs() {
        let first = ids(Group { Color.red.id(1); Color.blue.id(2) })
        XCTAssertEqual(ids(Group { Color.red.id(1); Color.blue.id(2) }), first)
        XCTAssertNotEqual(first[0], first[1])
        let one = ids(Color.red.id(1)), two = ids(Color.red.id(2))
        XCTAssertNotEqual(one, two)
    }

    /// A `LayoutHost` update that reorders the content moves the views `ForEach(subviews:)`
    /// made: in a `VStack(spacing: 0)` of 10-tall rows (§4), "b" goes from y = 10 to y = 0.
    func testReorderedContentMovesItsSubviewsOnUpdate() {
        struct Board: View {
            var order: [String]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(subviews: ForEach(order, id: \.self) { name in
                        Color.red.frame(width: 10, height: 10).id(name)
                    }) { subview in
                        subview
                    }
                }
            }
        }
        let host = LayoutHost(rootView: Board(order: ["a", "b"]), proposal: .unspecified)
        XCTAssertEqual(host.snapshot.frame(of: "b")?.minY, 10)
        host.update(rootView: Board(order: ["b", "a"]))
        XCTAssertEqual(host.snapshot.frame(of: "b")?.minY, 0)
        XCTAssertEqual(host.snapshot.frame(of: "a")?.minY, 10)
    }
}
