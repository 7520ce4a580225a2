/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mails you receive will appear here."))
/// ContentUnavailableView.search(text: query)
/// ```
///
/// The view takes all the space it is offered and centres, one under the other: the label's
/// icon, large (48 points) in the secondary colour, over its title in the title 2 font, bold;
/// the description in the callout font, secondary, centred; then the actions
/// (`ContentUnavailableMetrics`, Docs/Differences.md, "Navigation and tabs").
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    ///
    /// - Parameters:
    ///   - label: The label that describes the view.
    ///   - description: The view that describes the interface.
    ///   - actions: The content of the interface actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, the description and the actions, centred.
    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.sectionSpacing) {
            label.labelStyle(ContentUnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Arrange.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a string, an image and
    /// additional content, that you display when the content of your app is unavailable to
    /// users.
    ///
    /// - Parameters:
    ///   - title: A title generated from a string.
    ///   - name: The name of the system symbol image resource to lookup.
    ///   - description: The view that describes the interface.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Arrange.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state: a magnifying
    /// glass, "No Results" and "Check the spelling or try a new search.".
    public static var search: Self {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state: a magnifying
    /// glass, "No Results for “text”" and "Check the spelling or try a new search.".
    ///
    /// - Parameter text: The search text query.
    public static func search(text: String) -> Self {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
