/// A type that applies custom interaction behavior and a custom appearance to all buttons within
/// a view hierarchy.
///
/// Arrange's built-in styles (`.automatic`, `.borderless`, `.plain`, `.bordered`,
/// `.borderedProminent`) are primitive button styles, as in SwiftUI. Set one with
/// `buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, given to a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        /// The button's label.
        public var body: some View { content }
    }

    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// An optional semantic role describing the button's purpose (``ButtonRole``); nil for a
    /// button created without one.
    public let role: ButtonRole?
    let action: () -> Void

    init(label: PrimitiveButtonStyleConfiguration.Label, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}
