/// A view with an overlay or background made from the combined value for `Key` of the view's
/// subtree: `overlayPreferenceValue` and `backgroundPreferenceValue`.
///
/// The content is resolved first; the value of the nodes it produced is computed from them and
/// passed to `transform`, whose view is laid out as `.overlay`/`.background` content is.
struct PreferenceOverlayView<Content: View, Key: PreferenceKey, Secondary: View>: View, PrimitiveView {
    let content: Content
    let transform: (Key.Value) -> Secondary
    let alignment: Alignment
    let isBackground: Bool

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var primaries: [Int32] = []
        builder.resolve(content, context: context, into: &primaries)
        for primary in primaries {
            let value = builder.graph.preferenceValue(Key.self, of: [primary]) ?? Key.defaultValue
            output.append(builder.addOverlay(transform(value), to: primary, alignment: alignment, isBackground: isBackground, context: context))
        }
    }
}
