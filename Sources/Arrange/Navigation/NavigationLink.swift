/// A view that controls a navigation presentation.
///
/// ```swift
/// NavigationLink("Mint", value: Color.mint)           // pushes the destination for Color
/// NavigationLink("Settings") { SettingsView() }       // pushes this view
/// ```
///
/// A link is a button: tapping it (or Return or Space while it has keyboard focus) pushes its
/// destination on the enclosing `NavigationStack`. A value link appends its value to the stack's
/// path; the stack shows the destination registered for the value's type by
/// `navigationDestination(for:destination:)`, and when none is registered the link does nothing
/// and the stack reports "A NavigationLink is presenting a value of type … but there is no
/// matching navigationDestination", as SwiftUI logs. Outside a navigation stack a link does
/// nothing. In a `List` or `Form` row the label is drawn in the primary colour with a trailing
/// `chevron.right` in the tertiary colour, as iOS draws a row's disclosure indicator.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The value a value link presents (nil: disabled), or nil for a view-destination link.
    let value: AnyHashable?
    /// The view a view-destination link pushes, nil for a value link.
    let destination: Destination?
    let isValueLink: Bool

    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// - Parameters:
    ///   - value: An optional value to present. When the user selects the link, SwiftUI stores a
    ///     copy of the value. Pass a `nil` value to disable the link.
    ///   - label: A label that describes the view that this link presents.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        self.destination = nil
        self.isValueLink = true
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - value: An optional value to present. Pass a `nil` value to disable the link.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
        self.init(value: value) { Text(title) }
    }

    /// Creates a navigation link that presents the destination view.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = nil
        self.destination = destination()
        self.isValueLink = false
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination) { Text(title) }
    }

    /// A navigation link is primitive: it resolves as a button.
    public var body: Never { primitiveBody() }
}

extension NavigationLink: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let scope = context.environment.navigationScope
        let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
        let action: () -> Void
        if isValueLink {
            let value = value
            action = { if let value { scope?.push(value) } }
        } else {
            if let scope, let destination, scope.activeLinks.contains(identity) {
                scope.viewPushes.append(NavigationViewPush(content: AnyView(destination), environment: context.environment, identity: identity,
                                                           pop: { scope.deactivateLink(identity) }))
            }
            action = { scope?.activateLink(identity) }
        }
        let disabled = isValueLink && value == nil
        if context.environment.isInListRow {
            builder.resolve(Button(action: action) {
                HStack {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.footnote).fontWeight(.semibold)
                        .foregroundStyle(.tertiary)
                }
                // The whole row takes the tap, as a list cell does, not only the label's ink.
                .contentShape(Rectangle())
            }.buttonStyle(.plain).disabled(disabled), context: context, into: &output)
        } else {
            builder.resolve(Button(action: action) { label }.disabled(disabled), context: context, into: &output)
        }
    }
}
