import XCTest
@testable import Arrange

/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` see the *resolved* subviews of
/// their content: Apple's documentation ("Subview") says a subview represents "a single leaf
/// view, or container" with the original view's modifiers applied; "Creating custom container
/// views" shows a `ForEach` contributing one subview per element. Frames follow the stack rules
/// of Docs/LayoutRules.md §4 (lengths plus spacing, children in order).
final class SubviewResolutionTests: XCTestCase {
    /// The number of subviews `Group(subviews:)` gives for `content`.
    private func subviewCount<V: View>(@ViewBuilder _ content: () -> V) -> Int {
        var count = -1
        let content = content()
        _ = LayoutSnapshot(of: VStack { Group(subviews: content) { subviews in
            let _ = count = subviews.count
            subviews
        } }, in: CGSize(width: 100, height: 100))
        return count
    }

    /// A `ForEach` of three plus one static view: four subviews (Apple: each element of a
    /// `ForEach` is a subview).
    func testForEachElementsAreSubviewsEach() {
        XCTAssertEqual(subviewCount {
            ForEach(0..<3) { _ in Color.red }
            Color.blue
        }, 4)
    }

    /// A `Group`'s views are flattened, `EmptyView` and a false `if` give none, an `AnyView`
    /// gives its view's subviews, a custom view its body's.
    func testGroupsFlattenAndEmptyViewsVanish() {
        struct Pair: View {
            var body: some View {
                Color.red
                Color.green
            }
        }
        let hidden = false
        XCTAssertEqual(subviewCount {
            Group {
                Color.red
                Group { Color.green; Color.blue }
            }
            EmptyView()
            if hidden { Color.gray }
            AnyView(Pair())
        }, 5)
        XCTAssertEqual(subviewCount { EmptyView() }, 0)
    }

    /// A stack is one subview (a container), and modifiers applied to a view stay with it:
    /// `Color.red.padding()` is one subview.
    func testContainersAndModifiedViewsAreOneSubview() {
        XCTAssertEqual(subviewCount {
            VStack { Color.red; Color.blue }
            Color.red.padding().frame(width: 50)
        }, 2)
    }

    /// Each subview in its own 20 × 10 frame, placed by an `HStack(spacing: 0)`: x = 0, 20, 40
    /// (§4: children in order, lengths summed, no spacing).
    func testForEachSubviewsPlacesEachSubview() {
        let content = Group {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        let view = HStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.frame(width: 20, height: 10)
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 20, y: 0, width: 20, height: 10))
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 40, y: 0, width: 20, height: 10))
    }

    /// The original view's modifiers come first, the subview's after (Apple, "Subview"): a
    /// 20 × 10 view padded by 5 in the content and by 10 in the container is 20 + 30 wide and
    /// 10 + 30 tall (§2.4 twice), with the view at (15, 15).
    func testOriginalModifiersApplyBeforeTheSubviews() {
        let content = Color.red.frame(width: 20, height: 10).id("tile").padding(5)
        let view = Group(subviews: content) { subviews in
            ForEach(subviews) { $0.padding(10) }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(snapshot.frame(of: "tile"), CGRect(x: 15, y: 15, width: 20, height: 10))
    }

    /// A subview the container leaves out is not laid out (no frame); one it shows twice
    /// appears twice: `VStack(spacing: 0)` of the first subview, then both, gives three rows
    /// 10 tall (§4), the second subview's at y = 20.
    func testSubviewsLeftOutOrRepeated() {
        let content = Group {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
            Color.gray.frame(width: 10, height: 10).id("third")
        }
        let view = Group(subviews: content) { subviews in
            VStack(spacing: 0) {
                subviews[0]
                subviews[0..<2]
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 30))
        XCTAssertNil(snapshot.frame(of: "third"))
        XCTAssertEqual(snapshot.frame(of: "second"), CGRect(x: 0, y: 20, width: 10, height: 10))
        XCTAssertEqual(snapshot.frame(of: "first")?.minY, 0)
        XCTAssertTrue(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
    }

    /// Slices keep the collection's indices and stand for their subviews: `subviews[1...]` of
    /// three holds indices 1 and 2, and `dropFirst()` lays out two 10-tall rows.
    func testSlicesKeepIndicesAndAreViews() {
        var indices: [Int] = []
        let content = ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10).id(index) }
        let view = Group(subviews: content) { subviews in
            let slice: SubviewsCollectionSlice = subviews[1...]
            let _ = indices = Array(slice.indices)
            VStack(spacing: 0) { subviews.dropFirst() }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(indices, [1, 2])
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 20))
        XCTAssertNil(snapshot.frame(of: 0))
        XCTAssertEqual(snapshot.frame(of: 2)?.minY, 10)
    }

    /// A `Spacer` among the subviews takes the axis of the stack the container puts it in
    /// (§6): in an `HStack(spacing: 0)` proposed 100 wide, 10 + spacer + 10 puts the second
    /// tile at x = 90, though the content was asked for inside a `VStack`.
    func testSpacerSubviewTakesTheAxisOfItsNewStack() {
        let content = Group {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10).id("end")
        }
        let view = VStack {
            Group(subviews: content) { subviews in
                HStack(spacing: 0) { subviews }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 50))
        XCTAssertEqual(snapshot.frame(of: "end")?.minX, 90)
        XCTAssertEqual(snapshot.size, CGSize(width: 100, height: 10))
    }
}
