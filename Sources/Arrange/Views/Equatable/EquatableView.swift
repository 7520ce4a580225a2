/// A view type that compares itself against its previous value and prevents its child updating
/// if its new value is the same as its old value.
///
/// ```swift
/// struct Row: View, Equatable {
///     let title: String
///     var body: some View { Text(title) }
/// }
/// Row(title: "Inbox").equatable()
/// ```
///
/// Arrange evaluates every `body` at each update today (``ViewHost``), so the wrapped view's
/// body is evaluated whether or not it is equal to its previous value: what it shows is the same
/// as SwiftUI shows, only the saving is not made (Docs/Differences.md, "Environment and
/// lifecycle").
public struct EquatableView<Content: View & Equatable>: View {
    /// The view to compare with its previous value.
    public var content: Content

    /// Creates a view that compares `content` with its previous value.
    public init(content: Content) {
        self.content = content
    }

    /// `EquatableView` is primitive, as in SwiftUI: the engine resolves its content directly.
    public var body: Never { primitiveBody() }
}

extension EquatableView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(content, context: context, into: &output)
    }
}
