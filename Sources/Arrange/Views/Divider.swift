/// A visual element that can be used to separate other content.
///
/// In a horizontal stack a divider is a vertical line; in a vertical stack or outside any stack, a
/// horizontal line. It takes the proposed length (10 points when unspecified) and is one pixel
/// thick: the environment's `pixelLength` (Docs/LayoutRules.md §6).
public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// A divider is primitive.
    public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let lineAxis: Axis = context.orientation == .horizontal ? .vertical : .horizontal
        output.append(builder.addNode(kind: .divider(thickness: context.environment.pixelLength, lineAxis: lineAxis), children: [], priority: 0, traits: -1, flags: [], context: context))
    }
}
