/// Resolves view values into the nodes of a `LayoutGraph`.
///
/// `body` is evaluated down to primitive views; tuples, groups, `ForEach`, optionals and
/// conditionals flatten into the subview list of the enclosing container; each node gets a
/// structural identity, its traits and its flags.
final class GraphBuilder {
    let graph: LayoutGraph
    /// Frame storages shared by value (`storageReference(for:)`), by digest.
    var sharedStorages: [UInt64: AnyLayoutStorage] = [:]
    /// Payloads of plain colour leaves shared by colour (`payloadIndex(for:)`).
    var sharedColorPayloads: [Color: Int32] = [:]
    /// The frame storage `storageReference(for:)` shared last, with its value (the graph keeps
    /// the storage alive).
    @exclusivity(unchecked) var lastFrame: (layout: FrameLayout, storage: LayoutStorageReference)?
    /// The flexible frame storage `storageReference(for:)` shared last, with its value.
    @exclusivity(unchecked) var lastFlexFrame: (layout: FlexFrameLayout, storage: LayoutStorageReference)?
    /// The colour payload `payloadIndex(for:)` shared last.
    @exclusivity(unchecked) var lastColorPayload: (color: Color, index: Int32)?
    /// Emptied child lists that containers resolved their children into, kept for the next
    /// containers (`addContainer`): one list per level of nesting at most, reused instead of
    /// allocated and grown for every container.
    @exclusivity(unchecked) var childLists: [[Int32]] = []
    /// The sections resolved since `Group(sections:)` or `ForEach(sections:)` began collecting
    /// the sections of its content; nil when nothing collects them.
    var sectionLog: [SectionRecord]?
    /// How many bodies this builder evaluated (`LayoutStatistics.bodiesEvaluated`).
    @exclusivity(unchecked) var bodiesEvaluated = 0
    /// The facts of the view types met so far (`TypeFacts`).
    @exclusivity(unchecked) var viewFacts = TypeFactsTable()
    /// The facts of the view modifier types met so far.
    @exclusivity(unchecked) var modifierFacts = TypeFactsTable()
    /// The facts of the layout types met so far.
    @exclusivity(unchecked) var layoutFacts = TypeFactsTable()
    /// The presentations (sheets, alerts, dialogs) the views resolved so far ask for, and what
    /// their layers need while they are resolved (`GraphBuilder+Presentation`).
    var presentations = PresentationLog()
    /// What a ``ViewHost`` kept from its last update: views whose inputs did not change are kept
    /// instead of evaluated (`GraphBuilder+Retention`); nil outside a host's update.
    var retention: RetainedViews?

    /// A builder that adds nodes to `graph` (a new graph by default).
    init(graph: LayoutGraph = LayoutGraph()) {
        self.graph = graph
    }

    /// Resolves `view` and appends the nodes it produces to `output`.
    func resolve<V: View>(_ view: V, context: ResolveContext, into output: inout [Int32]) {
        if StackGuard.stackPointer() < graph.stackThreshold { return resolveOnNewSegment(view, context: context, into: &output) }
        if let primitive = viewFacts.view(V.self).primitive {
            resolvePrimitive(primitive, view, context: context, into: &output)
        } else {
            var inner = context
            inner.identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: V.self))
            if let retention, let runtime = graph.runtime {
                return resolveRetained(view, context: context, inner: inner, runtime: runtime, retention: retention, into: &output)
            }
            if let runtime = graph.runtime {
                runtime.prepare(view, identity: inner.identity, environment: context.environment)
            } else {
                DetachedEnvironment.connectAll(of: view, to: context.environment, typesWithout: &graph.typesWithoutDynamicProperties)
            }
            bodiesEvaluated &+= 1
            resolve(view.body, context: inner, into: &output)
        }
    }

    /// `resolve` continued on a stack segment (`StackGuard`): out of line, off the hot path.
    @inline(never)
    private func resolveOnNewSegment<V: View>(_ view: V, context: ResolveContext, into output: inout [Int32]) {
        StackGuard.onNewSegment(of: graph) { resolve(view, context: context, into: &output) }
    }

    /// Resolves a view of a type known only at run time.
    func resolveAny(_ view: any View, context: ResolveContext, into output: inout [Int32]) {
        resolve(view, context: context, into: &output)
    }

    private func resolvePrimitive<P: PrimitiveView, V: View>(_: P.Type, _ view: V, context: ResolveContext, into output: inout [Int32]) {
        // V is P here; reading the value as P through its address avoids the dynamic cast
        // unwrapping an Optional view, and the copy a bit cast makes of a value whose type is
        // known only at run time (through `AnyView` or a tuple).
        withUnsafePointer(to: view) {
            UnsafeRawPointer($0).assumingMemoryBound(to: P.self).pointee.resolve(in: self, context: context, into: &output)
        }
    }

    /// Adds a leaf (a colour or shape).
    func addLeaf(_ content: LeafContent, context: ResolveContext) -> Int32 {
        addNode(kind: .leaf(payload: payloadIndex(for: content)), children: [], priority: 0, traits: -1, flags: [], context: context)
    }

    /// Adds a leaf filled with `color` alone: a run of leaves of one colour shares the last
    /// payload without building the leaf's content or hashing the colour.
    func addColorLeaf(_ color: Color, context: ResolveContext) -> Int32 {
        let payload: Int32
        // Compared in place: no copy of the last colour.
        if lastColorPayload?.color == color, let index = lastColorPayload?.index {
            payload = index
        } else {
            payload = payloadIndex(for: LeafContent(shape: nil, fill: .color(color), stroke: nil))
        }
        return appendNode(kind: .leaf(payload: payload), children: UnsafeBufferPointer(start: nil, count: 0), priority: 0, traits: -1, flags: [],
                          identity: context.identity, rightToLeft: context.environment.layoutDirection == .rightToLeft)
    }

    /// Adds a node for `layout` over `children`: a container, or a single-child modifier.
    func addLayout<L: Layout>(_ layout: L, children: [Int32], context: ResolveContext) -> Int32 {
        children.withUnsafeBufferPointer { children in
            addLayout(layout, children: children, identity: context.identity, rightToLeft: context.environment.layoutDirection == .rightToLeft)
        }
    }

    /// Adds a node for the single-child modifier `layout` over each node of `output` from `start`
    /// on, in its place: each gets the modifier's node, with its child's identity, as a view
    /// modifier resolves (`ModifiedLayoutView`).
    func wrapEach<L: Layout>(from start: Int, of output: inout [Int32], in layout: L, context: ResolveContext) {
        // Frames read their problem directly (this function is specialised for them).
        let problem: String?
        if L.self == FrameLayout.self {
            problem = unsafeBitCast(layout, to: FrameLayout.self).inputProblem
        } else if L.self == FlexFrameLayout.self {
            problem = unsafeBitCast(layout, to: FlexFrameLayout.self).inputProblem
        } else {
            problem = layoutFacts.layout(L.self).inputProblem(of: layout)
        }
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        for position in start..<output.count {
            var child = output[position]
            let identity = graph.nodes[Int(child)].identity
            let node = withUnsafePointer(to: &child) {
                addLayout(layout, children: UnsafeBufferPointer(start: $0, count: 1), identity: identity, rightToLeft: rightToLeft)
            }
            if let problem { graph.report(problem, at: node) }
            output[position] = node
        }
    }

    /// Adds a node for `layout` over `children` at `identity` (before a single-child modifier's
    /// own component is mixed in).
    private func addLayout<L: Layout>(_ layout: L, children: UnsafeBufferPointer<Int32>, identity: UInt64, rightToLeft: Bool) -> Int32 {
        let facts = layoutFacts.layout(L.self)
        let storage = storageReference(for: layout)
        var flags: NodeFlags = []
        var childFlags: NodeFlags = []
        for child in children { childFlags.formUnion(graph.nodes[Int(child)].flags.guidesForContainer) }
        flags.formUnion(childFlags)
        // A built-in layout's guides come from its subviews' guides of the same axis, and from
        // those it sets itself (an `.alignmentGuide` modifier sets one guide, a text its
        // baselines); a custom layout may report any (Docs/Engine.md, "Alignment guides, per axis").
        flags.formUnion(childFlags.guidesFromChildren)
        let isCustom = facts.builtin == nil
        if isCustom { flags.formUnion([.customLayout, .mayHaveGuides]) }
        if L.self == AlignmentGuideLayout.self {
            flags.formUnion(.mayHaveGuides(on: unsafeBitCast(layout, to: AlignmentGuideLayout.self).key.axis))
        } else {
            flags.formUnion(facts.ownGuides)
        }
        var priority: Double = 0
        var traits: Int32 = -1
        var identity = identity
        if facts.isUnaryModifier, let child = children.first {
            traits = graph.nodes[Int(child)].traits
            if facts.forwardsPriority { priority = graph.nodes[Int(child)].priority }
            identity = ResolveContext.mix(graph.nodes[Int(child)].identity, ResolveContext.salt(of: L.self))
        } else if children.isEmpty {
            priority = -.infinity // an empty container is sized last, like a Spacer (Docs/LayoutRules.md §8)
        }
        let node = appendNode(kind: .layout(storage), children: children, priority: priority, traits: traits, flags: flags,
                              identity: identity, rightToLeft: rightToLeft)
        if isCustom { graph.customLayoutNodes.append(node) }
        // With fast paths off (`LayoutGraph+FastPaths`) no node gets the flags that let the engine
        // skip work.
        guard !graph.fastPathsDisabled else { return node }
        // Frames answer directly (this function is specialised for them); other types by their facts.
        let constantSize: CGSize?
        if L.self == FrameLayout.self {
            constantSize = unsafeBitCast(layout, to: FrameLayout.self).constantSize
        } else if L.self == FlexFrameLayout.self {
            constantSize = unsafeBitCast(layout, to: FlexFrameLayout.self).constantSize
        } else {
            constantSize = facts.constantSize(of: layout)
        }
        if let constant = constantSize {
            graph.nodes[Int(node)].flags.insert([.constantSize, .proposalInvariant])
            graph.nodes[Int(node)].constantSize = constant
        } else if facts.preservesProposalInvariance, flags.isDisjoint(with: .childrenMayHaveGuides),
                  children.allSatisfy({ graph.nodes[Int($0)].flags.contains(.proposalInvariant) }) {
            graph.nodes[Int(node)].flags.insert(.proposalInvariant)
        } else if L.self == FlexFrameLayout.self, children.count == 1, case .leaf = graph.nodes[Int(children[0])].kind,
                  unsafeBitCast(layout, to: FlexFrameLayout.self).inputProblem == nil {
            graph.nodes[Int(node)].flags.insert(.arithmeticFrame)
        }
        return node
    }

    /// Adds a node and makes it the parent of `children`.
    func addNode(kind: NodeKind, children: [Int32], priority: Double, traits: Int32, flags: NodeFlags, context: ResolveContext) -> Int32 {
        children.withUnsafeBufferPointer { children in
            appendNode(kind: kind, children: children, priority: priority, traits: traits, flags: flags,
                       identity: context.identity, rightToLeft: context.environment.layoutDirection == .rightToLeft)
        }
    }

    /// `addNode`, with what it needs of the context passed apart (no copy of the context).
    private func appendNode(kind: NodeKind, children: UnsafeBufferPointer<Int32>, priority: Double, traits: Int32, flags: NodeFlags,
                            identity: UInt64, rightToLeft: Bool) -> Int32 {
        let index = Int32(graph.nodes.count)
        var flags = flags
        if rightToLeft { flags.insert(.rightToLeft) }
        if graph.fastPathsDisabled { flags = LayoutGraph.generalPathFlags(flags) }
        graph.nodes.append(Node(kind: kind, firstChild: Int32(graph.childList.count), childCount: Int32(children.count), priority: priority, traits: traits, flags: flags, identity: identity))
        if !children.isEmpty { graph.childList.append(contentsOf: children) }
        for child in children {
            graph.nodes[Int(child)].parent = index
        }
        return index
    }

    /// Sets a trait (a layout value) on `node`.
    func setTrait(_ value: Any, for key: ObjectIdentifier, on node: Int32) {
        let row = graph.nodes[Int(node)].traits
        var traits = row >= 0 ? graph.traitTable[Int(row)] : [:]
        traits[key] = value
        graph.traitTable.append(traits)
        graph.nodes[Int(node)].traits = Int32(graph.traitTable.count - 1)
    }

    /// Marks `node` with an explicit identity.
    func setID(_ id: AnyHashable, on node: Int32) {
        graph.recordID(id, on: node)
        graph.nodes[Int(node)].identity = ResolveContext.mix(graph.nodes[Int(node)].identity, UInt64(UInt(bitPattern: id.hashValue)))
    }

    /// Resolves the root view. Several top-level views get an implicit `VStack`, as a hosting
    /// view gives them (Docs/LayoutRules.md §11).
    func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) -> Int32 {
        let context = ResolveContext(environment: environment, identity: 0, orientation: nil)
        var roots: [Int32] = []
        resolve(view, context: context, into: &roots)
        if roots.count == 1 { return roots[0] }
        var stackContext = context
        stackContext.orientation = .vertical
        if roots.isEmpty {
            return addLayout(VStackLayout(), children: [], context: context)
        }
        // Spacers and dividers among the top-level views belong to the implicit stack.
        for node in roots { reorient(node, to: .vertical) }
        return addLayout(VStackLayout(), children: roots, context: context)
    }

    /// Gives a top-level `Spacer` or `Divider` the orientation of the implicit root stack.
    private func reorient(_ node: Int32, to axis: Axis) {
        switch graph.nodes[Int(node)].kind {
        case .spacer(let minLength, nil):
            graph.nodes[Int(node)].kind = .spacer(minLength: minLength, orientation: axis)
        case .divider(let thickness, _):
            graph.nodes[Int(node)].kind = .divider(thickness: thickness, lineAxis: axis.other)
        case .layout(let reference) where reference.object.isUnaryModifier:
            for child in graph.children(of: node) { reorient(child, to: axis) }
        default:
            break
        }
    }
}

/// Marks layouts that set an explicit alignment guide themselves (not only from their subviews').
protocol SetsAlignmentGuide {
    /// The axes of the guides a value of the type may set: `NodeFlags.mayHaveHorizontalGuides`,
    /// `.mayHaveVerticalGuides` or both.
    static var ownGuides: NodeFlags { get }
}
