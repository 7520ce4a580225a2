import XCTest
@testable import Arrange

/// The view language flattens tuples, groups, `ForEach`, optionals and conditionals into the
/// subviews of the enclosing container, as SwiftUI does, and gives every node a structural
/// identity (position, branch, `ForEach` id, explicit id).
final class ViewBuilderTests: XCTestCase {
    /// Counts its subviews: sizeThatFits answers (count, 0).
    private struct CountingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat(subviews.count), height: 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private enum Kind { case none, one, two }

    private func count<V: View>(@ViewBuilder _ content: () -> V) -> CGFloat {
        LayoutSnapshot(of: CountingLayout()(content), proposal: .unspecified).size.width
    }

    func testBlocksOfAnyLength() {
        XCTAssertEqual(count { EmptyView() }, 0)
        XCTAssertEqual(count { Color.red }, 1)
        XCTAssertEqual(count {
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
        }, 12)
    }

    func testConditionalsOptionalsAndSwitch() {
        let flag = true, kind = Kind.two
        let optional: Color? = nil
        XCTAssertEqual(count {
            if flag { Color.red }
            if !flag { Color.red }
            if flag { Color.red } else { Color.blue; Color.blue }
            optional
            switch kind {
            case .none: EmptyView()
            case .one: Color.red
            case .two: Color.red; Color.red
            }
        }, 1 + 0 + 1 + 0 + 2)
    }

    func testLoopsGroupsForEachAndAvailability() {
        XCTAssertEqual(count {
            for _ in 0..<3 { Color.red }
            Group { Color.red; Color.red }
            ForEach(0..<4) { _ in Color.red }
            if #available(macOS 10.15, *) { Color.red }
            AnyView(Group { Color.red; Color.red })
        }, 3 + 2 + 4 + 1 + 2)
    }

    /// A modifier on a group applies to each of its subviews (SwiftUI's view-list semantics).
    func testModifierOnGroupWrapsEachSubview() {
        XCTAssertEqual(count { Group { Color.red; Color.blue }.padding() }, 2)
    }

    private func identity(in snapshot: LayoutSnapshot, _ id: some Hashable) -> UInt64? {
        snapshot.graph.nodesByID[AnyHashable(id)].map { snapshot.graph.nodes[Int($0)].identity }
    }

    private struct Item: Identifiable { let id: String }

    func testIdentityIsStableAcrossResolutions() {
        func view() -> some View { HStack { Color.red.id("a"); Color.blue.id("b") } }
        let first = LayoutSnapshot(of: view(), proposal: .unspecified)
        let second = LayoutSnapshot(of: view(), proposal: .unspecified)
        XCTAssertEqual(identity(in: first, "a"), identity(in: second, "a"))
        XCTAssertNotEqual(identity(in: first, "a"), identity(in: first, "b"))
    }

    /// The two branches of a conditional are different views even at the same position.
    func testBranchesHaveDifferentIdentities() {
        func view(_ flag: Bool) -> some View {
            HStack { if flag { Color.red.id("x") } else { Color.red.id("x") } }
        }
        XCTAssertNotEqual(
            identity(in: LayoutSnapshot(of: view(true), proposal: .unspecified), "x"),
            identity(in: LayoutSnapshot(of: view(false), proposal: .unspecified), "x"))
    }

    /// `ForEach` identifies each element's view by the element's id, so reordering the data moves
    /// identities with the elements rather than with positions.
    func testForEachIdentityFollowsElementIDs() {
        func graph(_ items: [Item]) -> LayoutGraph {
            LayoutSnapshot(of: HStack { ForEach(items) { _ in Color.red } }, proposal: .unspecified).graph
        }
        let forward = graph([Item(id: "cat"), Item(id: "dog")])
        let reversed = graph([Item(id: "dog"), Item(id: "cat")])
        let forwardIDs = forward.children(of: forward.root).map { forward.nodes[Int($0)].identity }
        let reversedIDs = reversed.children(of: reversed.root).map { reversed.nodes[Int($0)].identity }
        XCTAssertEqual(forwardIDs, reversedIDs.reversed())
    }
}
