/// A flexible space that expands along the major axis of its containing stack layout, or on both
/// axes if not contained in a stack.
///
/// A spacer is at least `minLength` long (8 points, the default spacing, when nil), has layout
/// priority −∞ so that a stack sizes it last, and asks for no spacing next to its neighbours
/// (Docs/LayoutRules.md §6).
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A spacer is primitive.
    public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let minimum = minLength.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        output.append(builder.addNode(kind: .spacer(minLength: minimum, orientation: context.orientation), children: [], priority: -.infinity, traits: -1, flags: [], context: context))
    }
}
