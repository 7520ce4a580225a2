import XCTest
@testable import Arrange

/// `LazyVStack` and `LazyHStack`: stacked like `VStack`/`HStack` along their axis, but as long
/// across as they are proposed (a background on a `LazyVStack` in a scroll view spans the scroll
/// view's width, a widely reported difference from `VStack`), with each child at its ideal
/// length. See Docs/Differences.md, "Lazy stacks and grids".
final class LazyStackTests: XCTestCase {
    /// Proposed 300 × 400, a LazyVStack of a 100 × 20 and a 60 × 30 box is 300 wide (the
    /// proposed width, where a VStack would be 100 wide) and 20 + 8 + 30 = 58 high (8: the
    /// default spacing between plain views, Docs/LayoutRules.md §3). Centred: x = (300 − 100)/2 = 100 and
    /// (300 − 60)/2 = 120.
    func testLazyVStackTakesTheProposedWidth() {
        let view = LazyVStack {
            Color.red.frame(width: 100, height: 20).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }.id("stack")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, 400))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 300, 58)
        assertFrame(snapshot.frame(of: "a"), 100, 0, 100, 20)
        assertFrame(snapshot.frame(of: "b"), 120, 28, 60, 30)
    }

    /// With an unspecified width the stack is as wide as its widest child (100), like a VStack.
    func testUnspecifiedCrossLengthIsTheWidestChild() {
        let view = LazyVStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 60, height: 30).id("b")
        }.id("stack")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(nil, nil))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 100, 54) // 20 + 4 + 30
        assertFrame(snapshot.frame(of: "b"), 0, 24, 60, 30)
    }

    /// Children get an unspecified height (their ideal length) even when the stack is proposed
    /// one: a colour's ideal height is 10 (Docs/LayoutRules.md §1), so two colours in a LazyVStack proposed
    /// 200 × 500 are 10 high each, 10 + 8 + 10 = 28 in all, and 200 wide.
    func testChildrenAreProposedTheirIdealLength() {
        let view = LazyVStack { Color.red.id("a"); Color.blue.id("b") }.id("stack")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(200, 500))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 200, 28)
        assertFrame(snapshot.frame(of: "b"), 0, 18, 200, 10)
    }

    /// Trailing alignment: each child's trailing edge on the stack's: x = 300 − width.
    func testTrailingAlignment() {
        let view = LazyVStack(alignment: .trailing) { Color.red.frame(width: 100, height: 20).id("a") }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: "a"), 200, 0, 100, 20)
    }

    /// LazyHStack: the same with the axes swapped: 200 high (proposed), 30 + 10 + 40 = 80 wide
    /// with spacing 10; top alignment puts both at y = 0.
    func testLazyHStack() {
        let view = LazyHStack(alignment: .top, spacing: 10) {
            Color.red.frame(width: 30, height: 50).id("a")
            Color.blue.frame(width: 40, height: 20).id("b")
        }.id("stack")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(500, 200))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 80, 200)
        assertFrame(snapshot.frame(of: "a"), 0, 0, 30, 50)
        assertFrame(snapshot.frame(of: "b"), 40, 0, 40, 20)
    }

    /// Right to left, the engine mirrors positions within the stack: a leading-aligned 100-wide
    /// child of a 300-wide LazyVStack sits at x = 300 − 100 = 200; in a LazyHStack 80 wide the
    /// first child (30 wide) is at 80 − 30 = 50.
    func testRightToLeftMirrors() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let vertical = LazyVStack(alignment: .leading) { Color.red.frame(width: 100, height: 20).id("a") }
        assertFrame(LayoutSnapshot(of: vertical, proposal: .p(300, nil), environment: environment).frame(of: "a"), 200, 0, 100, 20)
        let horizontal = LazyHStack(spacing: 10) {
            Color.red.frame(width: 30, height: 50).id("a")
            Color.blue.frame(width: 40, height: 50).id("b")
        }
        let snapshot = LayoutSnapshot(of: horizontal, proposal: .p(500, 50), environment: environment)
        assertFrame(snapshot.frame(of: "a"), 50, 0, 30, 50)
        assertFrame(snapshot.frame(of: "b"), 0, 0, 40, 50)
    }

    /// An empty lazy stack is as wide as proposed and 0 high (no children, no spacing); in a
    /// lazy scroll view too.
    func testEmptyStack() {
        let empty = LazyVStack { EmptyView() }.id("stack")
        assertFrame(LayoutSnapshot(of: empty, proposal: .p(300, 400)).frame(of: "stack"), 0, 0, 300, 0)
        let lazy = ScrollView { LazyVStack { ForEach(0..<0) { Color.red.id($0) } }.id("stack") }
        assertFrame(LayoutSnapshot(of: lazy, proposal: .p(300, 400)).frame(of: "stack"), 0, 0, 300, 0)
    }

    /// In a scroll view, rows of a LazyVStack span the scroll view's width (each colour is
    /// proposed the stack's width, 400) and stack at 50 + 8 = 58 intervals. (Apple's LazyVStack
    /// overview: with `alignment: .leading` "the stack aligns to the leading edge of the scroll
    /// view", which needs the stack to span the scroll view.)
    func testInScrollViewRowsSpanTheWidth() {
        let view = ScrollView {
            LazyVStack { ForEach(0..<5) { Color.red.frame(height: 50).id($0) } }.id("stack")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(400, 800))
        assertFrame(snapshot.frame(of: "stack"), 0, 0, 400, 5 * 50 + 4 * 8)
        assertFrame(snapshot.frame(of: 3), 0, 3 * 58, 400, 50)
    }

    /// A NaN spacing is reported once and replaced by each pair's preferred spacing (8 between
    /// plain views), so the second child is at 20 + 8 = 28; nothing non-finite reaches a frame.
    func testNonFiniteSpacingIsRepairedAndReported() {
        let view = LazyVStack(spacing: .nan) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20).id("b")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(100, nil))
        assertFrame(snapshot.frame(of: "b"), 0, 28, 100, 20)
        XCTAssertEqual(snapshot.diagnostics.filter { $0.message.contains("spacing nan is not finite") && $0.source.contains("ArrangeLazyVStackLayout") }.count, 1, "\(snapshot.diagnostics)")
    }

    /// Children align within the stack's full cross length (Docs/Differences.md, "Lazy stacks and
    /// grids"), so by first text baseline a child's baseline sits on the stack's default baseline,
    /// its bottom: 500. A 10 pt box-metrics text has its baseline 8 down (Docs/LayoutRules.md §7),
    /// so it sits at 500 − 8 = 492, also when it is built lazily only while the stack places it
    /// (the 60-wide first element covers the 37-wide viewport, so sizing measures it alone).
    /// Scrolled to the end, the content moves left by its estimated overflow: the text, not yet
    /// measured, is estimated as long as the measured element (Docs/Differences.md, "Laziness"),
    /// so the stack is 60 + 8 + 60 = 128 long (8: the spacing beside text, Docs/LayoutRules.md
    /// §3) and moves by 128 − 37 = 91; its estimated extent meets the viewport, so it is built and
    /// placed at 60 + 8 − 91 = −23.
    func testLazilyBuiltTextAlignsByItsBaseline() {
        let view = ScrollView(.horizontal) {
            LazyHStack(alignment: .firstTextBaseline) {
                ForEach(0..<2, id: \.self) { index in
                    if index == 0 {
                        Color.red.frame(width: 60, height: 0).id(index)
                    } else {
                        Text("b").font(.system(size: 10)).id(index)
                    }
                }
            }
        }
        .defaultScrollAnchor(.trailing)
        let snapshot = boxSnapshot(view, .p(37, 500))
        XCTAssertGreaterThan(snapshot.statistics.lazyElementsBuilt, 0, "the content is built during layout")
        assertFrame(snapshot.frame(of: 1), -23, 492, 5, 10)
    }
}
