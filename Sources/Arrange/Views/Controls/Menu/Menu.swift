/// A control for presenting a menu of actions.
///
/// The menu draws its label as a button in the accent colour. A tap opens its content, a list of
/// buttons (and `Divider`s, `Section`s, nested content): on iPhone, Arrange presents the list as
/// a confirmation dialog's actions, at the bottom of the screen with a Cancel button, where iOS
/// shows a popup anchored to the label (Docs/Differences.md, "Menus"). Choosing an action runs it
/// and closes the menu. With a `primaryAction`, a tap runs that action instead of opening the
/// menu, as on iOS (where a long press opens it).
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename", action: rename)
///     Button("Delete", role: .destructive, action: delete)
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    private let content: Content
    private let label: Label
    private let primaryAction: (() -> Void)?
    @State private var isPresented = false

    /// Creates a menu with a custom label.
    ///
    /// - Parameters:
    ///   - content: The menu's items: buttons, dividers and sections.
    ///   - label: The view the menu shows closed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom label and a primary action, which a tap runs instead of
    /// opening the menu.
    ///
    /// - Parameters:
    ///   - content: The menu's items.
    ///   - label: The view the menu shows closed.
    ///   - primaryAction: The action a tap runs.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The menu: its label as a button, presenting its content when tapped.
    public var body: some View {
        Button {
            if let primaryAction { primaryAction() } else { isPresented = true }
        } label: {
            label
        }
        .presentDialog(Text(""), isPresented: $isPresented, titleVisibility: .hidden,
                       actions: { content }, message: { Optional<EmptyView>.none })
    }
}

extension Menu where Label == Text {
    /// Creates a menu whose label is a title.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: The menu's items.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a menu whose label is a title, with a primary action that a tap runs.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: The menu's items.
    ///   - primaryAction: The action a tap runs.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Arrange.Label<Text, Image> {
    /// Creates a menu whose label is a title and a symbol image.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - systemImage: The name of the symbol shown beside the title.
    ///   - content: The menu's items.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Arrange.Label(title, systemImage: systemImage) })
    }
}
