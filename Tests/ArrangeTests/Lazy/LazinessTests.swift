import XCTest
@testable import Arrange

/// Lazy containers in a scroll view build only what the viewport shows: the elements measured to
/// estimate their length (the first viewport's worth) and those intersecting the viewport. The
/// work must not grow with the collection (the brief's goal: a 1,000,000-row `LazyVStack` in a
/// 400 × 800 viewport builds and measures a bounded number of views). Counts come from
/// `LayoutSnapshot.statistics`; no test is timed.
final class LazinessTests: XCTestCase {
    private func list(_ count: Int) -> some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { Color.red.frame(height: 50).id($0) }
            }
            .id("stack")
        }
    }

    /// Rows of 50 with the default spacing 8 (Docs/LayoutRules.md §3) repeat every 58 points. Sizing measures
    /// rows until they reach the viewport's 800: row k ends at 58k + 50 ≥ 800 first for k = 13,
    /// so rows 0…13 (14). Placement places the rows starting above 800: 58k < 800 for k ≤ 13,
    /// the same 14, and builds row 14 to read its spacing preference before finding it starts
    /// at 812, below the viewport: 15 elements built in all, whatever the collection's size.
    func testMillionRowLazyVStackBuildsOnlyTheVisibleRows() {
        let snapshot = LayoutSnapshot(of: list(1_000_000), proposal: .p(400, 800))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 15)
        XCTAssertLessThan(snapshot.statistics.nodeCount, 100)
        XCTAssertLessThan(snapshot.statistics.measureCalls, 100)
        // The stack's length is exact for uniform rows: 1,000,000 × 50 + 999,999 × 8.
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 400, 57_999_992)
        assertFrame(snapshot.frame(of: 0), 0, 0, 400, 50)
        assertFrame(snapshot.frame(of: 13), 0, 13 * 58, 400, 50)
        XCTAssertNil(snapshot.frame(of: 14), "built for its spacing but not visible: no frame")
        XCTAssertNil(snapshot.frame(of: 500_000), "never built: no frame")
    }

    /// The cost does not depend on the collection's size: a thousand rows and a million rows
    /// build, measure and hold the same numbers of views.
    func testWorkDoesNotGrowWithTheCollection() {
        let small = LayoutSnapshot(of: list(1_000), proposal: .p(400, 800)).statistics
        let large = LayoutSnapshot(of: list(1_000_000), proposal: .p(400, 800)).statistics
        XCTAssertEqual(small.lazyElementsBuilt, large.lazyElementsBuilt)
        XCTAssertEqual(small.measureCalls, large.measureCalls)
        XCTAssertEqual(small.nodeCount, large.nodeCount)
    }

    /// The visible rows have the frames the eager layout gives them: the same stack and rows
    /// outside a scroll view (built eagerly), proposed the scroll view's width and no height.
    func testVisibleFramesEqualTheEagerLayout() {
        let lazy = LayoutSnapshot(of: list(1_000_000), proposal: .p(400, 800))
        let eager = LayoutSnapshot(of: LazyVStack { ForEach(0..<40, id: \.self) { Color.red.frame(height: 50).id($0) } }, proposal: .p(400, nil))
        XCTAssertEqual(eager.statistics.lazyElementsBuilt, 0, "outside a scroll view everything is built up front")
        for row in 0...13 {
            XCTAssertEqual(lazy.frame(of: row), eager.frame(of: row), "row \(row)")
        }
    }

    /// Scrolled to the end (`defaultScrollAnchor(.bottom)`), the content moves up by its overflow,
    /// 57,999,992 − 800 = 57,999,192: the last row, at 58 × 999,999 = 57,999,942 in the stack, is
    /// at 750 and ends at the viewport's bottom. The first row visible is the first ending below
    /// the top: 58k + 50 > 57,999,192 first for k = 999,986; 14 rows, plus the 14 measured for the
    /// estimate: 28 built. Row 0, measured but not visible, has no frame.
    func testScrolledToTheEndBuildsTheLastRows() {
        let snapshot = LayoutSnapshot(of: list(1_000_000).defaultScrollAnchor(.bottom), proposal: .p(400, 800))
        assertFrame(snapshot.frame(of: 999_999), 0, 750, 400, 50)
        assertFrame(snapshot.frame(of: 999_986), 0, 750 - 13 * 58, 400, 50)
        XCTAssertNil(snapshot.frame(of: 999_985))
        XCTAssertNil(snapshot.frame(of: 0))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 28)
    }

    /// A LazyVGrid of three flexible columns in a 300 × 600 scroll view: rows of 100 every 108.
    /// Sizing measures rows until 108k + 100 ≥ 600 (k = 5: six rows); placement shows the rows
    /// starting above 600 (108k < 600: k ≤ 5), the same six rows: 6 × 3 = 18 cells built. A cell
    /// is (300 − 16) / 3 = 94.67 wide.
    func testMillionCellLazyVGrid() {
        let view = ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
                ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 100).id($0) }
            }
            .id("grid")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, 600))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 18)
        let width: CGFloat = 284 / 3
        assertFrame(snapshot.frame(of: 17), 2 * (width + 8), 5 * 108, width, 100)
        XCTAssertNil(snapshot.frame(of: 18))
        // 333,334 rows: 333,334 × 100 + 333,333 × 8.
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 300, 333_334 * 100 + 333_333 * 8)
    }

    /// A LazyHStack in a horizontal scroll view: columns of 30 every 38 in a 200-wide viewport;
    /// sizing measures until 38k + 30 ≥ 200 (k = 5: six), placement places those starting before
    /// 200 (38k < 200: k ≤ 5) and builds the seventh for its spacing: 7 built.
    func testLazyHStackInAHorizontalScrollView() {
        let view = ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<1_000_000, id: \.self) { Color.red.frame(width: 30).id($0) } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(200, 100))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 7)
        assertFrame(snapshot.frame(of: 5), 5 * 38, 0, 30, 100)
        XCTAssertNil(snapshot.frame(of: 6))
    }

    /// A scroll view asked for its ideal height shows all of its content, so its lazy content is
    /// built in full: 20 rows, all placed.
    func testIdealSizedScrollViewBuildsEverything() {
        let snapshot = LayoutSnapshot(of: list(20), proposal: .p(400, nil))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 20)
        assertFrame(snapshot.frame(of: 19), 0, 19 * 58, 400, 50)
    }

    /// An element of several views is grouped in a stack along the container's axis; with the
    /// default spacing it lands where the eager layout puts the views: a 20-high pair 8 apart is
    /// 48 high, so element 1's views are at 56 and 84, as in the flat eager list.
    func testElementsOfSeveralViews() {
        let view = ScrollView {
            LazyVStack {
                ForEach(0..<1_000_000, id: \.self) { index in
                    Color.red.frame(height: 20).id("a\(index)")
                    Color.blue.frame(height: 20).id("b\(index)")
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        assertFrame(snapshot.frame(of: "a1"), 0, 56, 400, 20)
        assertFrame(snapshot.frame(of: "b1"), 0, 84, 400, 20)
    }

    /// Right to left, a horizontal scroll view shows its content's leading (right) end and the
    /// engine mirrors the stack: element k, 30 wide every 38, is at 200 − 38k − 30, so element 0
    /// at 170 and element 5 at −20 (partly visible); the same 7 elements are built as left to
    /// right.
    func testRightToLeftHorizontalLaziness() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let view = ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<1_000_000, id: \.self) { Color.red.frame(width: 30).id($0) } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(200, 100), environment: environment)
        assertFrame(snapshot.frame(of: 0), 170, 0, 30, 100)
        assertFrame(snapshot.frame(of: 5), -20, 0, 30, 100)
        XCTAssertNil(snapshot.frame(of: 6))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 7)
    }

    /// Below a 100-high header (an implicit VStack, 8 apart) the stack starts at 108, so row k is
    /// at 108 + 58k: rows 0…11 start above 800 (108 + 58 × 11 = 746) and are placed; row 12
    /// (at 804) was measured for the estimate (rows 0…13, as without the header) but gets no
    /// frame: 14 built.
    func testLazyStackBelowAHeader() {
        let view = ScrollView {
            Color.blue.frame(height: 100).id("header")
            LazyVStack { ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 50).id($0) } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        assertFrame(snapshot.frame(of: "header"), 0, 0, 400, 100)
        assertFrame(snapshot.frame(of: 11), 0, 746, 400, 50)
        XCTAssertNil(snapshot.frame(of: 12))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 14)
    }

    /// Uneven rows are estimated from the measured ones: rows alternately 40 and 60 high, 8
    /// apart, are measured until they cover 800 (rows 0…13: the pair repeats every 116, row 13
    /// ends at 116 × 6 + 108 = 804), averaging 50 with gaps of 8. The 986 others are estimated at
    /// 50 + 8 each: 804 + 986 × 58 = 57,992, which here equals the exact
    /// 500 × 40 + 500 × 60 + 999 × 8.
    func testUnevenRowsAreEstimatedFromTheMeasuredOnes() {
        let view = ScrollView {
            LazyVStack {
                ForEach(0..<1_000, id: \.self) { row in Color.red.frame(height: row.isMultiple(of: 2) ? 40 : 60).id(row) }
            }
            .id("stack")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 400, 57_992)
        assertFrame(snapshot.frame(of: 13), 0, 116 * 6 + 48, 400, 60)
    }

    /// A LazyHGrid of two 40-high rows (at y = 0 and 48) in a 300 × 100 horizontal scroll view,
    /// filled column by column with 50-wide cells every 58: sizing measures columns until
    /// 58k + 50 ≥ 300 (k = 5: six columns), placement shows those starting before 300 (58k < 300:
    /// k ≤ 5), 6 × 2 = 12 cells built; cell 11 is column 5, row 1.
    func testMillionCellLazyHGrid() {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<1_000_000, id: \.self) { Color.red.frame(width: 50).id($0) }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, 100))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 12)
        // The 88-high grid is centred across the 100-high scroll view: 6 points down.
        assertFrame(snapshot.frame(of: 11), 5 * 58, 6 + 48, 50, 40)
        XCTAssertNil(snapshot.frame(of: 12))
    }

    /// Called directly with a view builder, a lazy layout builds lazily too: the same 15 rows as
    /// `testMillionRowLazyVStackBuildsOnlyTheVisibleRows`.
    func testLayoutCalledWithAViewBuilderIsLazy() {
        let view = ScrollView {
            ArrangeLazyVStackLayout() { ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 50).id($0) } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 15)
        assertFrame(snapshot.frame(of: 13), 0, 13 * 58, 400, 50)
    }

    /// A header and a footer around the `ForEach` are resolved up front; only the rows are built
    /// lazily. The header (100) is element 0, so row k starts at 100 + 8 + 58k. Sizing measures
    /// elements until they cover 800: row k ends at 158 + 58k ≥ 800 first for k = 12, so rows
    /// 0…12 (13 built). Rows starting above 800 (108 + 58k < 800: k ≤ 11) are placed, row 11
    /// at 746; the footer, a million rows down, is never reached and has no frame.
    func testHeaderAndFooterAroundTheForEach() {
        let view = ScrollView {
            LazyVStack {
                Color.blue.frame(height: 100).id("header")
                ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 50).id($0) }
                Color.green.frame(height: 30).id("footer")
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 13)
        XCTAssertLessThan(snapshot.statistics.nodeCount, 100)
        assertFrame(snapshot.frame(of: "header"), 0, 0, 400, 100)
        assertFrame(snapshot.frame(of: 11), 0, 746, 400, 50)
        XCTAssertNil(snapshot.frame(of: 12))
        XCTAssertNil(snapshot.frame(of: "footer"))
    }

    /// A `Group` around the `ForEach` is transparent: the same 15 rows are built as without it.
    func testForEachInAGroup() {
        let view = ScrollView {
            LazyVStack { Group { ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 50).id($0) } } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 15)
        assertFrame(snapshot.frame(of: 13), 0, 13 * 58, 400, 50)
    }

    /// A `ForEach` inside `if` is built lazily too: the same 15 rows.
    func testForEachInAConditional() {
        let showRows = true
        let view = ScrollView {
            LazyVStack {
                if showRows {
                    ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 50).id($0) }
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        XCTAssertEqual(snapshot.statistics.lazyElementsBuilt, 15)
        assertFrame(snapshot.frame(of: 13), 0, 13 * 58, 400, 50)
    }

    /// Lazily built views get the structural identity the eager path gives them (identity is
    /// what later matches views across updates): a vertical scroll view builds its LazyVStack
    /// lazily, a horizontal one eagerly (not along the stack's axis); the same header and row
    /// have the same identity in both.
    func testLazilyBuiltViewsKeepTheirIdentity() {
        func content(_ axes: Axis.Set) -> some View {
            ScrollView(axes) {
                LazyVStack {
                    Color.blue.frame(height: 100).id("header")
                    ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).id($0) }
                }
            }
        }
        let lazy = LayoutSnapshot(of: content(.vertical), proposal: .p(400, 800))
        let eager = LayoutSnapshot(of: content(.horizontal), proposal: .p(400, 800))
        XCTAssertGreaterThan(lazy.statistics.lazyElementsBuilt, 0)
        XCTAssertEqual(eager.statistics.lazyElementsBuilt, 0)
        for id in [AnyHashable("header"), AnyHashable(3)] {
            let lazyNode = lazy.graph.nodesByID[id]!, eagerNode = eager.graph.nodesByID[id]!
            XCTAssertEqual(lazy.graph.nodes[Int(lazyNode)].identity, eager.graph.nodes[Int(eagerNode)].identity, "\(id)")
        }
    }

    /// The visible cells of a lazily built LazyVGrid have the frames of the same grid built
    /// eagerly (outside a scroll view, proposed the scroll view's width and no height).
    func testVisibleGridCellsEqualTheEagerLayout() {
        func grid(_ count: Int) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.adaptive(minimum: 50))]) {
                ForEach(0..<count, id: \.self) { Color.red.frame(height: 100).id($0) }
            }
        }
        let lazy = LayoutSnapshot(of: ScrollView { grid(1_000_000) }, proposal: .p(300, 600))
        let eager = LayoutSnapshot(of: grid(60), proposal: .p(300, nil))
        XCTAssertGreaterThan(lazy.statistics.lazyElementsBuilt, 0)
        XCTAssertLessThan(lazy.statistics.lazyElementsBuilt, 60)
        // 300 − 60 − 8 = 232 for the adaptive item: ⌊240 / 58⌋ = 4 columns, so 5 cells a row and
        // six visible rows (108k < 600 for k ≤ 5): cells 0…29.
        for cell in 0..<30 {
            XCTAssertEqual(lazy.frame(of: cell), eager.frame(of: cell), "cell \(cell)")
        }
        XCTAssertNil(lazy.frame(of: 30))
    }
}
