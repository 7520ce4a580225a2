/// A container view that you can use to add hierarchy within certain views.
///
/// A custom container sees each section through `Group(sections:transform:)` or
/// `ForEach(sections:content:)`. Anywhere else, such as in a `VStack`, a section is laid out as
/// its header, content and footer in that order, each of their views a separate subview of the
/// enclosing container (Docs/Differences.md, "Custom containers").
///
/// ```swift
/// Section("Fruit") {
///     Text("Apple")
///     Text("Pear")
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header, footer, and the provided section content.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// A section is primitive: the engine flattens it, or records it for a container that
    /// collects sections.
    public var body: Never { primitiveBody() }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }

    /// Creates a section with a header and the provided section content.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content, and a text header from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

extension Section: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let headerStart = output.count
        builder.resolve(header, context: context.child(0), into: &output)
        let contentStart = output.count
        builder.resolve(content, context: context.child(1), into: &output)
        let footerStart = output.count
        builder.resolve(footer, context: context.child(2), into: &output)
        guard builder.sectionLog != nil else { return }
        builder.sectionLog!.append(SectionRecord(
            identity: context.identity,
            header: Array(output[headerStart..<contentStart]),
            content: Array(output[contentStart..<footerStart]),
            footer: Array(output[footerStart...])))
    }
}
