/// A view that tells the navigation stack around it something before its content is resolved:
/// the title or toolbar of its level, a destination (`View+NavigationTitle`, `View+Toolbar`,
/// `View+NavigationDestination`). Outside a navigation stack it does nothing, as in SwiftUI.
struct NavigationSettingView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (ResolveContext) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        apply(context)
        builder.resolve(content, context: context, into: &output)
    }
}
