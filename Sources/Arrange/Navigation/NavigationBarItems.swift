/// The items of one side of a bar, side by side, each in the environment it was declared in; a
/// confirmation action semibold.
struct NavigationBarItems: View {
    let entries: [ToolbarEntry]

    var body: some View {
        ForEach(entries.indices, id: \.self) { index in
            let entry = entries[index]
            EnvironmentScopedView(content: entry.placement.emphasized ? AnyView(entry.content.fontWeight(.semibold)) : entry.content,
                                  environment: entry.environment)
        }
    }
}
