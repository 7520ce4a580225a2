/// A presented full-screen cover: the background colour over the whole hosting area, and the
/// content centred in the area's safe part, as a hosting view places its root view.
struct FullScreenCoverContainer<Content: View>: View {
    let content: Content
    let insets: EdgeInsets

    var body: some View {
        ZStack {
            Rectangle().fill(BackgroundStyle())
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(insets)
        }
    }
}

/// Resolves a full-screen cover with the hosting area's insets, which are known only while the
/// presented layers are resolved.
struct FullScreenCoverLayer<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(FullScreenCoverContainer(content: content, insets: builder.presentations.insets), context: context, into: &output)
    }
}
