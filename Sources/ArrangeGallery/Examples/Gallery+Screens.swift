import Arrange

extension Gallery {
    /// Whole screens built from the standard containers and controls, light and dark.
    static var screenExamples: [GalleryExample] {
        [
            GalleryExample("screen-settings", "A settings screen: TabView, NavigationStack, an inset grouped Form", family: "Screens",
                           proposal: ProposedViewSize(width: 390, height: 720), code: #"""
            TabView {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: $name)
                            Toggle("Notifications", isOn: $notifications)
                        }
                        Section {
                            Picker("Appearance", selection: $appearance) { … }
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
                Text("No messages").tabItem { Label("Inbox", systemImage: "tray") }
                Text("No one yet").tabItem { Label("People", systemImage: "person.2") }
            }
            """#) {
            GallerySettingsScreen()
            },

            GalleryExample("screen-settings-dark", "Dark: the settings screen", family: "Screens",
                           proposal: ProposedViewSize(width: 390, height: 720), code: #"""
            SettingsScreen()
                .environment(\.colorScheme, .dark)
            """#) {
            GallerySettingsScreen()
                .environment(\.colorScheme, .dark)
            },
        ]
    }
}
