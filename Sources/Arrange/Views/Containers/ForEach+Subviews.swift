extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the subviews of a given view.
    ///
    /// The view is resolved with the context of the `ForEach` (Apple's documentation,
    /// "init(subviews:content:)"); `content` makes a view for each of its subviews, identified by
    /// the subview's `id`.
    ///
    /// ```swift
    /// VStack {
    ///     ForEach(subviews: content) { subview in
    ///         subview.padding()
    ///     }
    /// }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.data = ForEachSubviewCollection()
        self.content = content
        self.id = { $0.id }
        self.resolveElements = { builder, context, output in
            for subview in builder.resolveSubviews(of: view, context: context) {
                builder.resolve(content(subview), context: context.child(subview.id.hashValue), into: &output)
            }
        }
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the sections of a given view.
    ///
    /// Each `Section` of the view is a section, and each run of other views between them an
    /// implicit one (Apple's documentation, "SectionCollection").
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.data = ForEachSectionCollection()
        self.content = content
        self.id = { $0.id }
        self.resolveElements = { builder, context, output in
            for section in builder.resolveSections(of: view, context: context) {
                builder.resolve(content(section), context: context.child(section.id.hashValue), into: &output)
            }
        }
    }
}
