/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// Drawn as iOS 17 draws it: the label, then a `chevron.right` symbol at the trailing edge in the
/// accent colour, turned 90° (pointing down) while the group is expanded; a tap on the label's
/// row expands or collapses the group. Outside a list, the label row and (when expanded) the
/// content are stacked in a leading-aligned `VStack`. In a ``List`` or ``Form``, the label is a
/// row and each view of the content another row below it, indented by 20 points
/// (Docs/Differences.md, "Lists and forms").
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $showDetails) {
///     Text("Version 17.0")
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var storedExpansion = false

    /// Creates a disclosure group with the given label and content views, collapsed at first.
    ///
    /// - Parameters:
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    ///
    /// - Parameters:
    ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state.
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The label row and, when expanded, the content, stacked.
    public var body: some View {
        let expansion = isExpanded ?? $storedExpansion
        return VStack(alignment: .leading) {
            DisclosureLabelRow(label: label, isExpanded: expansion)
            if expansion.wrappedValue {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label, collapsed at first.
    ///
    /// - Parameters:
    ///   - label: A description of the content of the disclosure group.
    ///   - content: The content shown when the disclosure group expands.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label,
    /// and a binding to the expansion state (expanded or collapsed).
    ///
    /// - Parameters:
    ///   - label: A description of the content of the disclosure group.
    ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state.
    ///   - content: The content shown when the disclosure group expands.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: ListDisclosureSource {
    var disclosureLabel: any View { label }
    var disclosureBinding: Binding<Bool>? { isExpanded }
    func disclosureContent() -> any View { content() }
}
