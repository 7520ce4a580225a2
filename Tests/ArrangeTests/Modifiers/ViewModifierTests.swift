import XCTest
@testable import Arrange

/// `ViewModifier`, `ModifiedContent`, `EmptyModifier`. Apple's documentation of `ViewModifier`:
/// "Adopt the ViewModifier protocol when you want to create a reusable modifier that you can apply
/// to any view"; `modifier(_:)` "Applies a modifier to a view and returns a new view";
/// `concat(_:)` "Returns a new modifier that is the result of concatenating self with modifier";
/// `EmptyModifier` is "An empty, or identity, modifier". Expected frames are arithmetic on the
/// padding rule (Docs/LayoutRules.md §2.4: `padding()` is 16 points on every edge) and on stated sizes.
final class ViewModifierTests: XCTestCase {
    /// Padding on every edge, then a background: a card.
    private struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding().background(Color.blue)
        }
    }

    /// 10 points of padding on every edge.
    private struct Inset: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10)
        }
    }

    /// An 80 × 60 frame.
    private struct Box: ViewModifier {
        func body(content: Content) -> some View {
            content.frame(width: 80, height: 60)
        }
    }

    // §2.4: proposed 100 × 100, the colour is proposed 100 − 32 = 68 each way, placed at (16, 16),
    // exactly as the same modifiers written in place.
    func testCardModifierLaysOutAsTheModifiersWrittenInPlace() {
        let modified = LayoutSnapshot(of: Color.red.id("c").modifier(Card()), proposal: .p(100, 100))
        let inline = LayoutSnapshot(of: Color.red.id("c").padding().background(Color.blue), proposal: .p(100, 100))
        assertSize(modified.size, 100, 100)
        assertFrame(modified.frame(of: "c"), 16, 16, 68, 68)
        XCTAssertEqual(modified.frame(of: "c"), inline.frame(of: "c"))
        XCTAssertEqual(modified.size, inline.size)
        // Unspecified: a colour is 10 × 10 (its ideal size), + 32 = 42.
        assertSize(LayoutSnapshot(of: Color.red.modifier(Card()), proposal: .unspecified).size, 42, 42)
    }

    // Inset then Box: the padded view is proposed 80 × 60, the colour 60 × 40 at (10, 10).
    func testChainedModifiersEqualTheirConcatenation() {
        let chained = LayoutSnapshot(of: Color.red.id("c").modifier(Inset()).modifier(Box()), proposal: .p(100, 100))
        let concatenated = LayoutSnapshot(of: Color.red.id("c").modifier(Inset().concat(Box())), proposal: .p(100, 100))
        assertSize(chained.size, 80, 60)
        assertFrame(chained.frame(of: "c"), 10, 10, 60, 40)
        XCTAssertEqual(concatenated.size, chained.size)
        XCTAssertEqual(concatenated.frame(of: "c"), chained.frame(of: "c"))
        // The other order: the colour is framed 80 × 60, then padded: 100 × 80, colour at (10, 10).
        let reversed = LayoutSnapshot(of: Color.red.id("c").modifier(Box().concat(Inset())), proposal: .unspecified)
        assertSize(reversed.size, 100, 80)
        assertFrame(reversed.frame(of: "c"), 10, 10, 80, 60)
    }

    func testConcatenationIsAModifiedContentOfTheTwoModifiers() {
        let combined = Inset().concat(Box())
        XCTAssertTrue(type(of: combined) == ModifiedContent<Inset, Box>.self)
        let view = Color.red.modifier(Card())
        XCTAssertEqual(view.content, Color.red)
        XCTAssertTrue(type(of: view.modifier) == Card.self)
    }

    // §2.4: padding(5) in 100 × 100 puts the colour at (5, 5), 90 × 90, with or without the identity.
    func testEmptyModifierChangesNothing() {
        let plain = LayoutSnapshot(of: Color.red.id("c").padding(5), proposal: .p(100, 100))
        for modified in [
            LayoutSnapshot(of: Color.red.id("c").padding(5).modifier(EmptyModifier()), proposal: .p(100, 100)),
            LayoutSnapshot(of: Color.red.id("c").padding(5).modifier(EmptyModifier.identity), proposal: .p(100, 100)),
            LayoutSnapshot(of: Color.red.id("c").modifier(EmptyModifier()).padding(5), proposal: .p(100, 100)),
        ] {
            assertFrame(modified.frame(of: "c"), 5, 5, 90, 90)
            XCTAssertEqual(modified.frame(of: "c"), plain.frame(of: "c"))
        }
    }

    // Modifiers applied to the content inside the body apply to each subview of a group, as
    // modifiers applied to a `Group` do: each 10 × 10 colour becomes 42 × 42; stacked with no
    // spacing the second starts at 42, its colour at 42 + 16 = 58.
    func testModifierOnGroupAndForEachContentAppliesToEachSubview() {
        let group = VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.green.frame(width: 10, height: 10).id("b")
            }
            .modifier(Card())
        }
        let each = VStack(spacing: 0) {
            ForEach(["a", "b"], id: \.self) { name in
                Color.red.frame(width: 10, height: 10).id(name)
            }
            .modifier(Card())
        }
        for view in [AnyView(group), AnyView(each)] {
            let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
            assertSize(snapshot.size, 42, 84)
            assertFrame(snapshot.frame(of: "a"), 16, 16, 10, 10)
            assertFrame(snapshot.frame(of: "b"), 16, 58, 10, 10)
        }
    }

    /// Places each subview, at its ideal size, below and to the right of the previous one.
    private struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews.reduce(CGSize.zero) { total, subview in
                let size = subview.sizeThatFits(.unspecified)
                return CGSize(width: total.width + size.width, height: total.height + size.height)
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var origin = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: origin, proposal: .unspecified)
                origin.x += size.width
                origin.y += size.height
            }
        }
    }

    // In a custom layout the modified views are ordinary subviews: 42 × 42 cards (10 + 32) and a
    // 20 × 20 square; the layout is 42 + 42 + 20 = 104 each way.
    func testModifiedViewsAreSubviewsOfACustomLayout() {
        let view = Diagonal {
            Color.red.frame(width: 10, height: 10).id("a").modifier(Card())
            Color.green.frame(width: 20, height: 20).id("square")
            Color.blue.frame(width: 10, height: 10).id("b").modifier(Card())
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        assertSize(snapshot.size, 104, 104)
        assertFrame(snapshot.frame(of: "a"), 16, 16, 10, 10)
        assertFrame(snapshot.frame(of: "square"), 42, 42, 20, 20)
        assertFrame(snapshot.frame(of: "b"), 62 + 16, 62 + 16, 10, 10)
    }
}
