/// A custom parameter attribute that constructs views from closures, as SwiftUI's `ViewBuilder`
/// does: blocks of any length, `if`, `if`/`else`, `switch`, optionals, `for … in` loops and
/// availability checks.
@resultBuilder
public enum ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several child views into one `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), elementTypes: TupleViewElements<repeat each Content>.self)
    }

    /// Passes a view expression through unmodified.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for an `if` statement without an `else`.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for the first branch of a conditional statement.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the second branch of a conditional statement.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Produces content for a `for … in` loop: one child per iteration, identified by its position.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(components.indices) { components[$0] }
    }

    /// Erases the type of content inside an availability check so it compiles on every platform.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
