import Foundation
@testable import Arrange

// Views for the animation tests. A 10 × 10 box ("box") sits in a 100 × 10 frame, at its leading
// or trailing edge, above a 40 × 20 button ("button"): the stack is 100 × 30, centred in the
// 200 × 200 host at (50, 85), so the box is at x = 50 (leading) or x = 140 (trailing), y = 85.

/// A box that moves from the leading to the trailing edge when the button is tapped; the
/// button's action changes the state inside `withAnimation(animation)` (no animation: plainly).
struct MovingBox: View {
    var animation: Animation?
    var animated = true
    @State var right = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("box")
                .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
            Button(action: {
                if animated { withAnimation(animation) { right.toggle() } } else { right.toggle() }
            }) { Color.blue.frame(width: 40, height: 20) }.id("button")
        }
    }
}

/// The moving box animated by `.animation(_:value:)` on the box's frame, with a plain state change.
struct ImplicitlyAnimatedBox: View {
    @State var right = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("box")
                .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
                .animation(.linear(duration: 1), value: right)
            Color.blue.frame(width: 40, height: 20).id("plain")
                .frame(width: 100, height: 20, alignment: right ? .trailing : .leading)
            Button(action: { right.toggle() }) { Color.blue.frame(width: 40, height: 20) }.id("button")
        }
    }
}

/// Two boxes in an `AnyLayout` that switches between a horizontal and a vertical stack.
struct LayoutSwitch: View {
    @State var vertical = false

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        VStack(spacing: 0) {
            layout {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.green.frame(width: 10, height: 10).id("b")
            }
            Button(action: { withAnimation(.linear(duration: 1)) { vertical.toggle() } }) {
                Color.blue.frame(width: 40, height: 20)
            }.id("button")
        }
    }
}

/// A box ("new") inserted above the button when it is tapped, with `transition`.
struct InsertedBox: View {
    var transition: AnyTransition
    @State var shown = false

    var body: some View {
        VStack(spacing: 0) {
            if shown {
                Color.red.frame(width: 10, height: 10).transition(transition).id("new")
            }
            Button(action: { withAnimation(.linear(duration: 1)) { shown.toggle() } }) {
                Color.blue.frame(width: 40, height: 20)
            }.id("button")
        }
    }
}

/// A layout that puts its subviews on a circle of `radius`, starting at `angle`: its
/// animatable data is the angle, so a change of angle moves the subviews along the circle.
struct CircleLayout: Layout {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let theta = angle + Double(index) * .pi
            subview.place(at: CGPoint(x: bounds.midX + 40 * cos(theta), y: bounds.midY + 40 * sin(theta)), anchor: .center, proposal: .unspecified)
        }
    }
}

/// Two dots on a circle whose angle turns by a half turn, animated linearly over 1 s; the
/// layout is wrapped in an `AnyLayout` when `erased`.
struct TurningCircle: View {
    var erased = false
    @State var turned = false

    var body: some View {
        let circle = CircleLayout(angle: turned ? .pi : 0)
        let layout = erased ? AnyLayout(circle) : AnyLayout(ZStackLayout())
        VStack(spacing: 0) {
            if erased {
                layout {
                    Color.red.frame(width: 10, height: 10).id("dot")
                    Color.green.frame(width: 10, height: 10)
                }
            } else {
                circle {
                    Color.red.frame(width: 10, height: 10).id("dot")
                    Color.green.frame(width: 10, height: 10)
                }
            }
            Button(action: { withAnimation(.linear(duration: 1)) { turned.toggle() } }) {
                Color.blue.frame(width: 40, height: 20)
            }.id("button")
        }
    }
}

/// The items of a display list that came from the view marked `.id(id)`.
func items(of id: AnyHashable, in list: DisplayList) -> [DisplayList.Content] {
    list.items.filter { $0.identity.explicitID == id }.map(\.content)
}

/// The README's animation example.
struct ReadmeSwitcher: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack {
            layout { ForEach(0..<3, id: \.self) { Color.red.frame(width: 20, height: 20).id($0) } }
            if vertical { Text("Vertical").transition(.move(edge: .bottom).combined(with: .opacity)) }
            Button("Switch") { withAnimation(.spring(duration: 0.4, bounce: 0.2)) { vertical.toggle() } }.id("switch")
        }
    }
}
