/// A type that represents part of your app's user interface and provides modifiers that you use to
/// configure views.
///
/// You create custom views by declaring types that conform to `View` and implementing the required
/// ``body`` property, exactly as in SwiftUI:
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         Color.red.frame(width: 20, height: 20)
///     }
/// }
/// ```
///
/// Primitive views that Arrange provides (`Color`, `HStack`, `Spacer`, …) have a `body` of type
/// `Never`; the engine resolves them directly and never asks for their body.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the body type of primitive views.
    public var body: Never {
        preconditionFailure("Never has no body")
    }
}

/// Marks a primitive view: one the engine resolves into layout nodes itself instead of evaluating
/// its `body`.
protocol PrimitiveView {
    /// Appends the nodes this view produces to `output`.
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32])
}

extension PrimitiveView {
    /// The trap SwiftUI also uses: a primitive view's body is never evaluated.
    func primitiveBody() -> Never {
        preconditionFailure("\(Self.self) is a primitive view: the engine resolves it directly and never asks for its body")
    }
}
