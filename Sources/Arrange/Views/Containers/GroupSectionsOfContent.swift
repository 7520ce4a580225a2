/// Transforms the sections of a given view into a resulting content view: the content of
/// `Group(sections:transform:)`. You don't use this type directly.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    /// The group's content is primitive: the engine resolves the sections, then the transform.
    public var body: Never { primitiveBody() }
}

extension GroupSectionsOfContent: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let collection = builder.resolveSections(of: sections, context: context)
        builder.resolve(transform(collection), context: context.child(1), into: &output)
    }
}
