extension GraphBuilder {
    /// Resolves `content` into its subviews, with the context of the place that asks for them:
    /// the resolved nodes are the subviews (`ForEach`, `Group` and tuples flattened, `EmptyView`
    /// none), each with its identity and container values.
    func resolveSubviews<V: View>(of content: V, context: ResolveContext) -> SubviewsCollection {
        let inner = Self.subviewsContext(context)
        var nodes: [Int32] = []
        resolve(content, context: inner, into: &nodes)
        let source = SubviewSource(builder: self, content: content, context: inner, nodes: nodes)
        return SubviewsCollection(source: source, positions: Array(nodes.indices))
    }

    /// Resolves `content` into its sections: each `Section` among its subviews is one, and each
    /// run of other subviews between them an implicit one; at least one section.
    func resolveSections<V: View>(of content: V, context: ResolveContext) -> SectionCollection {
        let inner = Self.subviewsContext(context)
        let outerLog = sectionLog
        sectionLog = []
        var nodes: [Int32] = []
        resolve(content, context: inner, into: &nodes)
        let records = sectionLog ?? []
        sectionLog = outerLog
        let source = SubviewSource(builder: self, content: content, context: inner, nodes: nodes)
        // Which section each top-level node starts or belongs to. Sections resolved inside a
        // nested container have no node among the top-level ones and are ignored.
        var owner: [Int32: (section: Int, part: Int)] = [:]
        for (index, record) in records.enumerated() {
            for (part, nodes) in [record.header, record.content, record.footer].enumerated() {
                for node in nodes { owner[node] = (index, part) }
            }
        }
        var sections: [SectionConfiguration] = []
        var implicit: [Int] = []
        func closeImplicit() {
            guard !implicit.isEmpty || sections.isEmpty else { return }
            let identity = implicit.first.map { ResolveContext.mix(source.identities[$0], 0x5EC7) } ?? ResolveContext.mix(inner.identity, 0x5EC7)
            let empty = SubviewsCollection(source: source, positions: [])
            sections.append(SectionConfiguration(id: .init(identity: identity), header: empty,
                                                 content: SubviewsCollection(source: source, positions: implicit),
                                                 footer: empty, containerValues: ContainerValues()))
            implicit = []
        }
        var position = 0
        while position < nodes.count {
            guard let index = owner[nodes[position]]?.section else {
                implicit.append(position)
                position += 1
                continue
            }
            if !implicit.isEmpty { closeImplicit() }
            let record = records[index]
            var parts: [[Int]] = [[], [], []]
            while position < nodes.count, let entry = owner[nodes[position]], entry.section == index {
                parts[entry.part].append(position)
                position += 1
            }
            sections.append(SectionConfiguration(id: .init(identity: record.identity),
                                                 header: SubviewsCollection(source: source, positions: parts[0]),
                                                 content: SubviewsCollection(source: source, positions: parts[1]),
                                                 footer: SubviewsCollection(source: source, positions: parts[2]),
                                                 containerValues: record.containerValues))
        }
        closeImplicit()
        return SectionCollection(sections: sections)
    }

    /// The context subviews are resolved with: the asking place's, at an identity of their own.
    private static func subviewsContext(_ context: ResolveContext) -> ResolveContext {
        var inner = context
        inner.identity = ResolveContext.mix(context.identity, 0x5B_B1E5)
        return inner
    }

    /// Gives a subview resolved for one place the orientation of the place it is put in: a
    /// `Spacer` or `Divider` (alone or under single-child modifiers) takes the axis of the stack
    /// that receives it (Docs/LayoutRules.md §6).
    func reorientSubview(_ node: Int32, to orientation: Axis?) {
        switch graph.nodes[Int(node)].kind {
        case .spacer(let minLength, _):
            graph.nodes[Int(node)].kind = .spacer(minLength: minLength, orientation: orientation)
        case .divider(let thickness, _):
            graph.nodes[Int(node)].kind = .divider(thickness: thickness, lineAxis: orientation == .horizontal ? .vertical : .horizontal)
        case .layout(let reference) where reference.object.isUnaryModifier:
            for child in graph.children(of: node) { reorientSubview(child, to: orientation) }
        default:
            break
        }
    }
}
