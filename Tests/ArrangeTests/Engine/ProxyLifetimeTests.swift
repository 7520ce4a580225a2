import XCTest
@testable import Arrange

/// Proxies a custom layout keeps in its cache across updates (Docs/Engine.md, "Proxies").
///
/// SwiftUI documents no lifetime limit for a cache's contents, and its own stacks keep their
/// subview proxies in their cache (`Layout.makeCache(subviews:)`: "the cache can store … the
/// subviews"). Apple's documentation of `updateCache(_:subviews:)` says SwiftUI calls it when "the
/// subviews change", and not otherwise. So a kept proxy must go on standing for its subview in
/// later passes: every frame below equals a fresh layout of the same value by a layout that keeps
/// nothing, and the expected sizes are the stack arithmetic in each test's comment. Before these
/// proxies were checked, the same tests read freed memory (reproduced under AddressSanitizer).
final class ProxyLifetimeTests: XCTestCase {
    /// A column that keeps its `LayoutSubviews`, each subview's size and its dimensions in its cache,
    /// as `_StackLayoutCache` does, and measures and places through the kept ones only.
    struct KeepingColumn: Layout, Equatable {
        var spacing: CGFloat = 4

        final class Counts: @unchecked Sendable {
            var makes = 0
            var updates = 0
        }
        let counts: Counts

        /// Equal values are the same layout (the counters are the test's, not the layout's).
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.spacing == rhs.spacing }

        struct Cache {
            var subviews: LayoutSubviews
            var first: LayoutSubview?
            var dimensions: [ViewDimensions]
        }

        func makeCache(subviews: Subviews) -> Cache {
            counts.makes += 1
            return Cache(subviews: subviews, first: subviews.first, dimensions: subviews.map { $0.dimensions(in: .unspecified) })
        }

        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            counts.updates += 1
            cache = Cache(subviews: subviews, first: subviews.first, dimensions: subviews.map { $0.dimensions(in: .unspecified) })
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let kept = cache.subviews
            let sizes = kept.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.map(\.width).max() ?? 0
            let height = sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
            // The first kept proxy and the kept dimensions agree with what the subviews say now.
            if let first = cache.first { precondition(first.sizeThatFits(.unspecified) == sizes[0]) }
            precondition(cache.dimensions.count == kept.count)
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var y = bounds.minY
            for subview in cache.subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += size.height + spacing
            }
        }
    }

    /// The same column, keeping nothing: the reference.
    struct PlainColumn: Layout {
        var spacing: CGFloat = 4
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1)))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += size.height + spacing
            }
        }
    }

    /// A screen with a keeping column of `heights` and a sibling that changes with `badge`.
    private func screen(_ heights: [CGFloat], badge: CGFloat, keeping counts: KeepingColumn.Counts?) -> AnyView {
        let rows = ForEach(Array(heights.enumerated()), id: \.offset) { index, height in
            Color.blue.frame(width: 10 * CGFloat(index + 1), height: height).id("row\(index)")
        }
        let column = counts.map { AnyView(KeepingColumn(counts: $0) { rows }) } ?? AnyView(PlainColumn { rows })
        return AnyView(HStack(spacing: 0) {
            column.id("column")
            Color.red.frame(width: badge, height: 5).id("badge")
        })
    }

    private func assertSameFrames<V: View>(_ snapshot: LayoutSnapshot, _ reference: V, in size: CGSize, _ ids: [String], file: StaticString = #filePath, line: UInt = #line) {
        let expected = LayoutSnapshot(of: reference, in: size)
        for id in ids {
            XCTAssertEqual(snapshot.frame(of: id), expected.frame(of: id), id, file: file, line: line)
        }
    }

    func testKeptProxiesStandForTheirSubviewsAfterUpdatesAndResizes() {
        let counts = KeepingColumn.Counts()
        let size = CGSize(width: 300, height: 200)
        let host = LayoutHost(rootView: screen([10, 20, 30], badge: 8, keeping: counts), size: size)
        let ids = ["column", "row0", "row1", "row2", "badge"]
        // The column: 30 wide (the widest row), 10 + 20 + 30 + 2 × 4 = 68 tall.
        XCTAssertEqual(host.snapshot.frame(of: "column")?.size, CGSize(width: 30, height: 68))
        // Only the sibling changes, many times over: the column's cache is carried over each time,
        // without `updateCache` (its subviews did not change), and its kept proxies are used.
        for (step, badge) in [12, 16, 20, 24, 28, 8].enumerated() {
            host.update(rootView: screen([10, 20, 30], badge: CGFloat(badge), keeping: counts))
            assertSameFrames(host.snapshot, screen([10, 20, 30], badge: CGFloat(badge), keeping: nil), in: size, ids)
            // The HStack is 30 + badge wide, centred in 300: the column starts at (300 − 30 − badge) / 2.
            XCTAssertEqual(host.snapshot.frame(of: "column")?.minX, (300 - 30 - CGFloat(badge)) / 2, "step \(step)")
        }
        for width in [200, 400, 250] as [CGFloat] {
            host.update(size: CGSize(width: width, height: 200))
            assertSameFrames(host.snapshot, screen([10, 20, 30], badge: 8, keeping: nil), in: CGSize(width: width, height: 200), ids)
        }
        XCTAssertEqual(counts.makes, 1, "the cache lives as long as the view")
        XCTAssertEqual(counts.updates, 0, "the subviews never changed")
    }

    func testChangedSubviewsUpdateTheCacheAndKeptProxiesFollow() {
        let counts = KeepingColumn.Counts()
        let size = CGSize(width: 300, height: 300)
        let host = LayoutHost(rootView: screen([10, 20], badge: 8, keeping: counts), size: size)
        host.update(rootView: screen([10, 25], badge: 8, keeping: counts))
        // Row 1 is 25 tall now: 10 + 25 + 4 = 39.
        XCTAssertEqual(host.snapshot.frame(of: "column")?.height, 39)
        host.update(rootView: screen([10, 25, 40], badge: 8, keeping: counts))
        // A third row: 10 + 25 + 40 + 2 × 4 = 83, and 30 wide.
        XCTAssertEqual(host.snapshot.frame(of: "column")?.size, CGSize(width: 30, height: 83))
        assertSameFrames(host.snapshot, screen([10, 25, 40], badge: 8, keeping: nil), in: size, ["column", "row0", "row1", "row2", "badge"])
        host.update(rootView: screen([10], badge: 9, keeping: counts))
        XCTAssertEqual(host.snapshot.frame(of: "column")?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(counts.makes, 1)
        XCTAssertEqual(counts.updates, 3, "one update per change of the subviews")
    }

    /// A layout that keeps the dimensions of a subview with an explicit guide, and aligns by them.
    struct KeepingGuides: Layout {
        struct Cache { var dimensions: [ViewDimensions] }
        func makeCache(subviews: Subviews) -> Cache {
            Cache(dimensions: subviews.map { $0.dimensions(in: .unspecified) })
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let width = cache.dimensions.map { $0.width }.max() ?? 0
            return CGSize(width: width, height: cache.dimensions.map(\.height).reduce(0, +))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var y = bounds.minY
            for (subview, dimensions) in zip(subviews, cache.dimensions) {
                // Lines the subviews' leading guides up at bounds.minX + 20.
                subview.place(at: CGPoint(x: bounds.minX + 20 - dimensions[.leading], y: y), proposal: .unspecified)
                y += dimensions.height
            }
        }
    }

    func testKeptDimensionsReadTheirGuidesAfterUpdates() {
        func view(_ badge: CGFloat) -> some View {
            HStack(spacing: 0) {
                KeepingGuides {
                    Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 4 }.id("guided")
                    Color.gray.frame(width: 30, height: 10).id("plain")
                }
                Color.red.frame(width: badge, height: 5)
            }
        }
        let host = LayoutHost(rootView: view(10), proposal: .unspecified)
        for badge in [11, 12, 13] as [CGFloat] {
            host.update(rootView: view(badge))
            // The guided subview's leading guide is 40 / 4 = 10: it goes to x = 20 − 10 = 10; the
            // plain one's is its default, 0: x = 20.
            XCTAssertEqual(host.snapshot.frame(of: "guided")?.minX, 10)
            XCTAssertEqual(host.snapshot.frame(of: "plain")?.minX, 20)
        }
    }

    func testKeptProxiesWorkInAViewHostWhoseStateChanges() {
        struct Screen: View {
            @State var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    KeepingColumn(counts: KeepingColumn.Counts()) {
                        Color.blue.frame(width: 20, height: 10).id("a")
                        Color.blue.frame(width: 20, height: 12).id("b")
                    }
                    Button("Toggle") { wide.toggle() }.id("button")
                    Color.red.frame(width: wide ? 80 : 40, height: 4)
                }
            }
        }
        let host = ViewHost(rootView: Screen(), size: CGSize(width: 200, height: 200))
        let before = host.frame(of: "b")
        for _ in 0..<4 { host.tap(on: "button") }
        // Row b sits 10 + 4 below row a inside the column, whatever the sibling's width.
        XCTAssertEqual(host.frame(of: "b")?.minY, host.frame(of: "a").map { $0.minY + 14 })
        XCTAssertEqual(host.frame(of: "b")?.height, before?.height)
    }

    /// A tree with a `GeometryReader` is laid out in full on every update; the column's cache
    /// still lives on, updated (`updateCache`) since the host cannot tell whether its subviews
    /// changed, and its kept proxies stand for the subviews of the new pass.
    func testTheCacheLivesOnWhenTheHostLaysOutInFull() {
        let counts = KeepingColumn.Counts()
        func view(_ badge: CGFloat) -> some View {
            VStack(spacing: 0) {
                screen([10, 20], badge: badge, keeping: counts)
                GeometryReader { proxy in Color.gray.frame(width: proxy.size.width, height: 4) }.frame(height: 4)
            }
        }
        let host = LayoutHost(rootView: view(8), size: CGSize(width: 200, height: 200))
        for badge in [9, 10, 11] as [CGFloat] {
            host.update(rootView: view(badge))
            // 10 + 20 + 4 = 34 tall, 20 wide.
            XCTAssertEqual(host.snapshot.frame(of: "column")?.size, CGSize(width: 20, height: 34))
            XCTAssertEqual(host.snapshot.frame(of: "row1")?.minY, host.snapshot.frame(of: "column").map { $0.minY + 14 })
        }
        XCTAssertEqual(counts.makes, 1)
        XCTAssertEqual(counts.updates, 3)
    }

    /// The checks leave a proxy a small plain value (Docs/Engine.md, "Proxies"): a graph's address
    /// or a tagged generation, three 32-bit indices and a 32-bit lineage, 24 bytes with no
    /// reference to count, which the stacks copy many times per subview.
    func testAProxyStaysASmallPlainValue() {
        XCTAssertEqual(MemoryLayout<LayoutSubview>.size, 24)
        XCTAssertEqual(MemoryLayout<LayoutSubviews>.size, 28)
        XCTAssertTrue(_isPOD(LayoutSubview.self))
        XCTAssertTrue(_isPOD(LayoutSubviews.self))
    }

    /// A layout that keeps its subviews and hands the kept ones to Arrange's own `VStackLayout`,
    /// as layouts composed of the built-in ones do: the stack reads them as the subviews of now.
    struct KeepingComposition: Layout, Equatable {
        struct Cache { var subviews: LayoutSubviews; var stack: VStackLayout.Cache }
        func makeCache(subviews: Subviews) -> Cache {
            Cache(subviews: subviews, stack: VStackLayout(spacing: 2).makeCache(subviews: subviews))
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            VStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: cache.subviews, cache: &cache.stack)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            VStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: cache.subviews, cache: &cache.stack)
        }
    }

    func testKeptSubviewsHandedToABuiltInLayoutReadTheCurrentPass() {
        func view(_ badge: CGFloat) -> some View {
            HStack(spacing: 0) {
                KeepingComposition {
                    Color.blue.frame(width: 20, height: 10).id("top")
                    Color.blue.frame(width: 30, height: 12).id("bottom")
                }.id("composition")
                Color.red.frame(width: badge, height: 4)
            }
        }
        let host = LayoutHost(rootView: view(5), proposal: .unspecified)
        for badge in [6, 7, 8] as [CGFloat] {
            host.update(rootView: view(badge))
            // VStackLayout(spacing: 2): 30 wide (the wider row), 10 + 2 + 12 = 24 tall; the rows
            // are centred: the top one at x = (30 − 20) / 2 = 5, the bottom one 12 below it.
            XCTAssertEqual(host.snapshot.frame(of: "composition")?.size, CGSize(width: 30, height: 24))
            XCTAssertEqual(host.snapshot.frame(of: "top")?.minX, 5)
            XCTAssertEqual(host.snapshot.frame(of: "bottom")?.minY, 12)
        }
    }
}
