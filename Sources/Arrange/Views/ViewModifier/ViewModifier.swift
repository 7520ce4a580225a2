/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// Adopt the protocol when you create a reusable modifier, exactly as in SwiftUI:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.white)
///     }
/// }
///
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier can declare `@State`, `@Environment`, `@Binding` and other dynamic properties; they
/// behave as in a view, with the state belonging to the modifier's position in the view tree (see
/// `Docs/Differences.md`, "View modifiers").
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    ///
    /// `content` is a proxy for the view that has the modifier represented by `Self` applied to
    /// it.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// A modifier with a `Never` body is primitive: Arrange resolves it itself and never asks for
    /// its body.
    public func body(content: Self.Content) -> Self.Body {
        preconditionFailure("\(Self.self) is a primitive modifier: its body is never evaluated")
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    ///
    /// The result applies `self` first, then `modifier`, as
    /// `view.modifier(self).modifier(modifier)` does.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
