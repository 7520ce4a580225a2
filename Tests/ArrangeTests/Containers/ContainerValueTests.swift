import XCTest
@testable import Arrange

/// `containerValue(_:_:)`, `ContainerValues`, `Subview.containerValues` and
/// `LayoutSubview.containerValues`. Apple's documentation ("ContainerValues"): values set on a
/// view affect only that view, are "unaffected by views that aren't containers" (`padding()`),
/// and "don't escape their closest container", even one with a single child.
final class ContainerValueTests: XCTestCase {
    /// The names the subviews of `content` carry.
    private func names<V: View>(@ViewBuilder _ content: () -> V) -> [String] {
        var names: [String] = []
        let content = content()
        _ = LayoutSnapshot(of: Group(subviews: content) { subviews in
            let _ = names = subviews.map(\.containerValues.name)
            subviews
        }, in: CGSize(width: 100, height: 100))
        return names
    }

    /// Each view carries its own value; unset views the key's default.
    func testEachSubviewCarriesItsOwnValue() {
        XCTAssertEqual(names {
            Color.red.containerValue(\.name, "A")
            Color.red.containerValue(\.name, "B")
            Color.red
        }, ["A", "B", "none"])
    }

    /// Values pass through modifiers that aren't containers (Apple's `Text("C")` example).
    func testValuesPassThroughSingleChildModifiers() {
        XCTAssertEqual(names {
            Color.red.containerValue(\.name, "C").padding().frame(width: 30)
        }, ["C"])
    }

    /// Values stop at the closest container, even with one child (Apple's `VStack` example).
    func testValuesDoNotEscapeTheirContainer() {
        XCTAssertEqual(names {
            VStack { Color.red.containerValue(\.name, "inner") }
            HStack {
                Color.red.containerValue(\.name, "x")
                Color.red.containerValue(\.name, "y")
            }
        }, ["none", "none"])
    }

    /// A value set on a group reaches each of its views, as any modifier applied to a group
    /// does (Apple's documentation, "Group": "any modifier you apply to the group affects all
    /// of that group's members"). The group's value, applied outside, replaces the member's
    /// own, as an outer `layoutValue` does (Docs/Differences.md, "Custom containers").
    func testValueOnAGroupReachesEachMember() {
        XCTAssertEqual(names {
            Group {
                Color.red
                Color.blue.containerValue(\.name, "own")
            }
            .containerValue(\.name, "group")
        }, ["group", "group"])
    }

    /// Several keys on one view are independent; keys read through the subscript directly.
    func testKeysAreIndependent() {
        var values: [ContainerValues] = []
        let content = Color.red.containerValue(\.name, "A").containerValue(\.width, 30)
        _ = LayoutSnapshot(of: Group(subviews: content) { subviews in
            let _ = values = subviews.map(\.containerValues)
            subviews
        }, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(values.map { $0[ContainerNameKey.self] }, ["A"])
        XCTAssertEqual(values.map(\.width), [30])
    }

    /// A container sizes each subview by its value: widths 30 and 10 (the default) in an
    /// `HStack(spacing: 0)` are 40 wide together (§4).
    func testContainerUsesValuesForLayout() {
        let content = Group {
            Color.red.containerValue(\.width, 30)
            Color.blue.id("second")
        }
        let view = HStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.frame(width: subview.containerValues.width, height: 10)
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 40, height: 10))
        XCTAssertEqual(snapshot.frame(of: "second"), CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    /// A `Layout` reads the same values from its `LayoutSubview`s (Apple's documentation,
    /// "LayoutSubview.containerValues"): a layout that makes each subview as wide as its value
    /// and lines them up is 30 + 10 = 40 wide.
    func testLayoutSubviewsReadContainerValues() {
        struct ValueWidthRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.reduce(0) { $0 + $1.containerValues.width }, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews {
                    let width = subview.containerValues.width
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
                    x += width
                }
            }
        }
        let view = ValueWidthRow {
            Color.red.containerValue(\.width, 30)
            Color.blue.id("second")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 40, height: 10))
        XCTAssertEqual(snapshot.frame(of: "second"), CGRect(x: 30, y: 0, width: 10, height: 10))
    }
}
