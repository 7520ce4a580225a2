import Arrange

/// A settings screen as an iOS developer writes one: a tab view whose first tab is a navigation
/// stack with a large title and a toolbar button over an inset grouped form (a text field, a
/// toggle, a picker, a slider, a navigation link) in two sections with a header and a footer.
struct SettingsScreen: View {
    @State private var name = "Ada Lovelace"
    @State private var notifications = true
    @State private var appearance = "Automatic"
    @State private var volume = 0.6
    @State private var tab = "settings"

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                Form {
                    Section("Profile") {
                        TextField("Name", text: $name)
                            .id("name")
                        Toggle("Notifications", isOn: $notifications)
                            .id("notifications")
                    }
                    Section {
                        Picker("Appearance", selection: $appearance) {
                            Text("Automatic").tag("Automatic")
                            Text("Light").tag("Light")
                            Text("Dark").tag("Dark")
                        }
                        Slider(value: $volume, in: 0...1) {
                            Text("Volume")
                        }
                        NavigationLink("Privacy", value: "privacy")
                            .id("privacy")
                    } header: {
                        Text("General")
                    } footer: {
                        Text("Changes apply to every device signed in to this account.")
                    }
                }
                .navigationTitle("Settings")
                .navigationDestination(for: String.self) { page in
                    Text("The \(page) settings")
                        .id("destination")
                        .navigationTitle("Privacy")
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done") {}
                    }
                }
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
            .tag("settings")

            Text("No messages")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
        }
    }
}
