extension Group {
    /// Constructs a group from the subviews of the given view.
    ///
    /// The view is resolved with the context of the group; `transform` receives its subviews
    /// and returns the group's content (Apple's documentation, "init(subviews:transform:)").
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack {
    ///         if let first = subviews.first { first }
    ///         Text("and \(subviews.count - 1) more")
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }

    /// Constructs a group from the sections of the given view: each `Section` is one, and each
    /// run of other views between them an implicit one (Apple's documentation,
    /// "init(sections:transform:)").
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
