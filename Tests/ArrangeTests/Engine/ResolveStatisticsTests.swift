import XCTest
@testable import Arrange

/// What `LayoutStatistics` counts of resolving (Docs/Engine.md, "Resolving"): every view with a
/// `body` has it evaluated once per build, and so does every view modifier's `body(content:)`;
/// primitive views (colours, stacks, frames) have none. The expected counts are that rule applied
/// to each tree by hand.
final class ResolveStatisticsTests: XCTestCase {
    private struct Row: View {
        let index: Int
        var body: some View { Badge(text: "\(index)") }
    }

    private struct Badge: View {
        let text: String
        var body: some View { Text(text).padding(4) }
    }

    private struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(8) }
    }

    /// A type that is both a view and a view modifier: the builder keeps its facts apart for the
    /// two roles (`TypeFactsTable` per kind), so it resolves as a composite view in one place and
    /// as a composite modifier in the other (the two roles share `Body`, hence `AnyView`).
    private struct Both: View, ViewModifier {
        var body: AnyView { AnyView(Color.blue.frame(width: 5, height: 5)) }
        func body(content: Content) -> AnyView { AnyView(content.frame(width: 30, height: 30)) }
    }

    /// Three rows: 3 `Row` bodies and 3 `Badge` bodies; the `Card` modifier's body once. 7 in all.
    func testBodiesEvaluatedCountsViewAndModifierBodies() {
        let view = VStack { ForEach(0..<3, id: \.self) { Row(index: $0) } }.modifier(Card())
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.statistics.bodiesEvaluated, 7)
    }

    /// Primitive views only: no body is evaluated. `Color.red.frame(width:height:)` is two nodes,
    /// the stack one more: 2 × 4 + 1 = 9 nodes resolved, as many as the tree has.
    func testPrimitiveTreeEvaluatesNoBody() {
        let view = HStack { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 20, height: 10) } }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.statistics.bodiesEvaluated, 0)
        XCTAssertEqual(snapshot.statistics.nodesResolved, 9)
        XCTAssertEqual(snapshot.statistics.nodeCount, 9)
    }

    /// One type in both roles: as a view it is a 5 × 5 colour; as a modifier it frames its content
    /// at 30 × 30. A VStack of the two (default spacing between a colour and a framed colour is
    /// 8, Docs/LayoutRules.md §3) is 30 wide and 5 + 8 + 30 tall.
    func testViewAndModifierOfOneTypeKeepTheirRoles() {
        let view = VStack(spacing: 8) { Both(); Color.red.modifier(Both()) }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 30, height: 43))
        XCTAssertEqual(snapshot.statistics.bodiesEvaluated, 2)
    }

    /// A `GeometryReader`'s content is built during layout: the bodies in it count too (one
    /// `Badge`), and so do its nodes (text and padding, beside the reader and the root's).
    func testContentBuiltDuringLayoutIsCounted() {
        let view = GeometryReader { _ in Badge(text: "x") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.statistics.bodiesEvaluated, 1)
        XCTAssertEqual(snapshot.statistics.nodesResolved, snapshot.statistics.nodeCount)
    }
}
