import XCTest
@testable import Arrange

/// What resolving shares or skips between nodes without changing what a view resolves to
/// (Docs/Engine.md, "Resolving"): containers reuse child lists, `ForEach` over integers
/// identified by themselves is recognised without a key path made per `ForEach`, and `AnyView`
/// unwraps an `AnyView` (or an optional holding one) without a dynamic cast of other views.
final class ResolveSharingTests: XCTestCase {
    private func leaf() -> some View { Color.red.frame(width: 20, height: 10) }

    /// Nested containers of 3, 1 and 2 children: each gets its own children, none of another's.
    /// Leaves 20 × 10, spacing 8 between plain views (Docs/LayoutRules.md §3): the VStack of 3 is
    /// 20 × (3·10 + 2·8) = 20 × 46, the HStack of 1 is 20 × 10, the VStack of 2 is 20 × 28; the
    /// outer HStack is 3·20 + 2·8 = 76 wide and 46 tall. Nodes: 6 leaves of two nodes (colour and
    /// frame), 3 inner containers and the outer one: 16.
    func testNestedContainersKeepTheirOwnChildren() {
        let view = HStack {
            VStack { leaf(); leaf(); leaf() }
            HStack { leaf() }
            VStack { ForEach(0..<2, id: \.self) { _ in leaf() } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 76, height: 46))
        XCTAssertEqual(snapshot.statistics.nodeCount, 16)
    }

    /// Deep nesting (a stack inside a stack, 50 levels, each with one leaf beside the next level):
    /// containers reuse the lists their nested containers emptied. Each HStack level adds
    /// 20 + 8 to the width and each VStack level 10 + 8 to the height (Docs/LayoutRules.md §3);
    /// the deepest container holds its leaf alone (20 × 10). Levels 0 … 48 hold a leaf and the
    /// next level: 25 HStacks (even levels 0 … 48) and 24 VStacks (odd levels 1 … 47), so the
    /// root is 20 + 25·28 = 720 wide and 10 + 24·18 = 442 tall.
    func testDeepNestingKeepsEachLevelsChildren() {
        func level(_ index: Int) -> AnyView {
            if index == 49 { return AnyView(VStack { leaf() }) }
            return index % 2 == 0
                ? AnyView(HStack { leaf(); level(index + 1) })
                : AnyView(VStack { leaf(); level(index + 1) })
        }
        let snapshot = LayoutSnapshot(of: level(0), proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 720, height: 442))
        XCTAssertEqual(snapshot.statistics.nodeCount, 50 * 3)
    }

    /// `ForEach` over integers identified by themselves (`id: \.self`) is recognised as such
    /// (`elementIsID`); another key path, or elements that are not integers, are not.
    func testForEachRecognisesIntegersIdentifiedByThemselves() {
        XCTAssertTrue(ForEach(0..<3, id: \.self) { _ in EmptyView() }.elementIsID)
        XCTAssertTrue(ForEach([4, 5], id: \.self) { _ in EmptyView() }.elementIsID)
        XCTAssertTrue(ForEach(0..<3) { _ in EmptyView() }.elementIsID)
        XCTAssertFalse(ForEach(0..<3, id: \.bitWidth) { _ in EmptyView() }.elementIsID)
        XCTAssertFalse(ForEach(["a", "b"], id: \.self) { _ in EmptyView() }.elementIsID)
    }

    /// Elements identified by themselves and by `id` resolve to the same identities: a `ForEach`
    /// over an array of integers and one over the equal range give equal node identities.
    func testIntegerIdentitiesMatchWhicheverWayTheyAreFound() {
        func identities<V: View>(_ view: V) -> [UInt64] {
            LayoutSnapshot(of: view, proposal: .unspecified).graph.nodes.map(\.identity)
        }
        let range = identities(HStack { ForEach(0..<4, id: \.self) { _ in Color.red } })
        let array = identities(HStack { ForEach([0, 1, 2, 3], id: \.self) { _ in Color.red } })
        XCTAssertEqual(range.count, 5)
        XCTAssertEqual(range.dropLast(), array.dropLast())
    }

    /// `AnyView` of an `AnyView` is the inner one; so is `AnyView` of an optional holding one. An
    /// empty optional is erased as itself.
    func testAnyViewUnwrapsAnyViews() {
        let inner = AnyView(Color.red)
        XCTAssertEqual(AnyView(inner).typeIdentifier, ObjectIdentifier(Color.self))
        XCTAssertEqual(AnyView(Optional(inner)).typeIdentifier, ObjectIdentifier(Color.self))
        XCTAssertEqual(AnyView(Optional<AnyView>.none).typeIdentifier, ObjectIdentifier(Optional<AnyView>.self))
        XCTAssertEqual(AnyView(Color.blue).typeIdentifier, ObjectIdentifier(Color.self))
    }
}
