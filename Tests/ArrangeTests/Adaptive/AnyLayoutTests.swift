import XCTest
@testable import Arrange

/// `AnyLayout` wraps any layout with identical results (Docs/LayoutRules.md §8) and keeps the subviews'
/// identity when the wrapped layout changes.
final class AnyLayoutTests: XCTestCase {
    private struct Rank: LayoutValueKey { static let defaultValue = 1 }

    /// A custom layout with a cache: places subviews on a diagonal, each offset by the running sum
    /// of the previous widths, which it caches.
    private struct Diagonal: Layout {
        func makeCache(subviews: Subviews) -> [CGFloat] {
            var offsets: [CGFloat] = [0]
            for subview in subviews { offsets.append(offsets.last! + subview.sizeThatFits(.unspecified).width) }
            return offsets
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            CGSize(width: cache.last ?? 0, height: cache.last ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + cache[index], y: bounds.minY + cache[index]), proposal: .unspecified)
            }
        }
    }

    private func content() -> some View {
        Group {
            Color.red.frame(width: 40, height: 20).id("a")
            Spacer().id("spacer")
            Color.blue.frame(minWidth: 10, maxWidth: 90).id("b")
            Color.green.frame(width: 30).layoutPriority(1).id("c")
        }
    }

    private func frames(_ snapshot: LayoutSnapshot) -> [CGRect?] {
        ["a", "spacer", "b", "c"].map { snapshot.frame(of: $0) }
    }

    private func assertSameFrames<L: Layout>(_ layout: L, file: StaticString = #filePath, line: UInt = #line) {
        for size in [CGSize(width: 300, height: 200), CGSize(width: 60, height: 40), CGSize(width: 0, height: 0)] {
            let direct = LayoutSnapshot(of: layout { content() }, in: size)
            let erased = LayoutSnapshot(of: AnyLayout(layout) { content() }, in: size)
            XCTAssertEqual(frames(direct), frames(erased), "\(L.self) in \(size)", file: file, line: line)
            XCTAssertEqual(direct.size, erased.size, file: file, line: line)
        }
    }

    func testWrappedLayoutsGiveIdenticalFrames() {
        assertSameFrames(HStackLayout())
        assertSameFrames(HStackLayout(alignment: .top, spacing: 3))
        assertSameFrames(VStackLayout(alignment: .leading))
        assertSameFrames(ZStackLayout(alignment: .bottomTrailing))
        assertSameFrames(Diagonal())
    }

    /// Wrapping an `AnyLayout` again doesn't nest it.
    func testAnyLayoutOfAnyLayoutIsFlat() {
        let twice = AnyLayout(AnyLayout(VStackLayout()))
        XCTAssertTrue(twice.base is VStackLayout)
    }

    /// The spacer takes its orientation from the wrapped layout (Docs/LayoutRules.md §6): in a vertical stack it
    /// expands vertically and is 0 wide.
    func testSpacerOrientationFollowsTheWrappedLayout() {
        let view = AnyLayout(VStackLayout()) { Color.red.frame(width: 10, height: 10); Spacer().id("spacer") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "spacer")?.width, 0)
        XCTAssertEqual(snapshot.frame(of: "spacer")?.height, 90)
    }

    /// Switching the wrapped layout keeps each subview's structural identity, which is what lets
    /// the switch animate (the session's three-way-tie switch).
    func testSwitchingLayoutsKeepsIdentity() {
        func graph(_ tie: Bool) -> LayoutGraph {
            let layout = tie ? AnyLayout(HStackLayout()) : AnyLayout(Diagonal())
            let view = layout {
                ForEach(["cat", "goldfish", "dog"], id: \.self) { name in
                    Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: name.count).id(name)
                }
            }
            return LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200)).graph
        }
        let radial = graph(false), line = graph(true)
        for name in ["cat", "goldfish", "dog"] {
            let a = radial.nodes[Int(radial.nodesByID[name]!)].identity
            let b = line.nodes[Int(line.nodesByID[name]!)].identity
            XCTAssertEqual(a, b, name)
        }
    }

    /// A custom layout's cache works through the type-erased wrapper.
    func testCustomLayoutCacheThroughAnyLayout() {
        let view = AnyLayout(Diagonal()) { Color.red.frame(width: 20, height: 20).id("x"); Color.blue.frame(width: 30, height: 30).id("y") }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        // Diagonal: the second subview sits at the first's width, 20, on both axes; the layout is
        // 20 + 30 = 50 square.
        XCTAssertEqual(snapshot.frame(of: "y"), CGRect(x: 20, y: 20, width: 30, height: 30))
        XCTAssertEqual(snapshot.size, CGSize(width: 50, height: 50))
    }
}
