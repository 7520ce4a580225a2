/// A preview made by the `#Preview` macro (Apple's `Preview`, from DeveloperToolsSupport): a name,
/// traits, and a closure that builds the view.
///
/// Arrange has no canvas; code can still build and lay out a preview's view, for example to test
/// it or render it to an image:
///
/// ```swift
/// let preview = Preview("Badge", traits: .sizeThatFitsLayout) { Badge() }
/// let snapshot = LayoutSnapshot(of: preview.content(), proposal: .unspecified)
/// ```
public struct Preview {
    /// Marks the traits a view preview accepts (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name shown for the preview, if any.
    public let displayName: String?
    /// The layout the preview asks for (`.device` unless a layout trait is given).
    public let layout: PreviewLayout
    /// The orientation the preview asks for (`.portrait` unless an orientation trait is given).
    public let orientation: InterfaceOrientation
    private let body: @MainActor () -> any View

    /// Creates a preview of the view the closure builds.
    ///
    /// - Parameters:
    ///   - name: The name shown for the preview.
    ///   - traits: Its layout and orientation; later traits override earlier ones.
    ///   - body: Builds the view to preview.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        for trait in traits {
            switch trait.kind {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            }
        }
        self.layout = layout
        self.orientation = orientation
        self.body = body
    }

    /// Builds the previewed view.
    @MainActor public func content() -> AnyView {
        AnyView(body())
    }
}
