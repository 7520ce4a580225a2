import Arrange

/// A settings screen as an iOS app writes one: a tab view over a navigation stack with a large
/// title and a toolbar button, and an inset grouped form with a text field, a toggle, a picker, a
/// slider, a stepper and navigation links, in sections with headers and a footer.
struct GallerySettingsScreen: View {
    @State private var name = "Ada Lovelace"
    @State private var notifications = true
    @State private var appearance = "Automatic"
    @State private var volume = 0.6
    @State private var copies = 2

    var body: some View {
        TabView {
            NavigationStack {
                Form {
                    Section("Profile") {
                        TextField("Name", text: $name)
                        Toggle("Notifications", isOn: $notifications)
                    }
                    Section {
                        Picker("Appearance", selection: $appearance) {
                            Text("Automatic").tag("Automatic")
                            Text("Light").tag("Light")
                            Text("Dark").tag("Dark")
                        }
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                        NavigationLink("Privacy", value: "privacy")
                        NavigationLink("About", value: "about")
                    } header: {
                        Text("General")
                    } footer: {
                        Text("Changes apply to every device signed in to this account.")
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                }
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
            Text("No messages")
                .tabItem { Label("Inbox", systemImage: "tray") }
            Text("No one yet")
                .tabItem { Label("People", systemImage: "person.2") }
        }
    }
}
