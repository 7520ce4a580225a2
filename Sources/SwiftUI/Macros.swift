/// Creates a preview of a view (Apple's `#Preview` macro): `#Preview { ContentView() }`,
/// `#Preview("Dark", traits: .sizeThatFitsLayout) { Badge() }`. The preview is registered as a
/// type conforming to `PreviewRegistry`; Arrange has no canvas to show it in.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top of a `#Preview` body, such as
/// `@Previewable @State var isOn = false`, so the preview's view owns it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// Declares a property of `EnvironmentValues` (or `Transaction`, `ContainerValues`,
/// `FocusedValues`) together with its key: `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
