import Arrange

extension Gallery {
    /// Whole screens built from the standard containers and controls, light and dark: a settings
    /// screen with a tab view, a navigation stack with a large title and a toolbar button, and an
    /// inset grouped form (a text field, a toggle, a menu picker, a slider, a stepper, links).
    static var screenExamples: [GalleryExample] {
        [
            GalleryExample("screen-settings", "A settings screen: TabView, NavigationStack, an inset grouped Form", family: "Screens",
                           proposal: ProposedViewSize(width: 390, height: 720), code: #"""
            TabView {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: .constant("Ada Lovelace"))
                            Toggle("Notifications", isOn: .constant(true))
                        }
                        Section {
                            Picker("Appearance", selection: .constant("Automatic")) {
                                Text("Automatic").tag("Automatic")
                                Text("Light").tag("Light")
                                Text("Dark").tag("Dark")
                            }
                            Slider(value: .constant(0.6), in: 0...1) { Text("Volume") }
                            Stepper("Copies: 2", value: .constant(2), in: 1...9)
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
            """#) {
            TabView {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: .constant("Ada Lovelace"))
                            Toggle("Notifications", isOn: .constant(true))
                        }
                        Section {
                            Picker("Appearance", selection: .constant("Automatic")) {
                                Text("Automatic").tag("Automatic")
                                Text("Light").tag("Light")
                                Text("Dark").tag("Dark")
                            }
                            Slider(value: .constant(0.6), in: 0...1) { Text("Volume") }
                            Stepper("Copies: 2", value: .constant(2), in: 1...9)
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
            },

            GalleryExample("screen-settings-dark", "Dark: the settings screen", family: "Screens",
                           proposal: ProposedViewSize(width: 390, height: 720), code: #"""
            TabView {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: .constant("Ada Lovelace"))
                            Toggle("Notifications", isOn: .constant(true))
                        }
                        Section {
                            Picker("Appearance", selection: .constant("Automatic")) {
                                Text("Automatic").tag("Automatic")
                                Text("Light").tag("Light")
                                Text("Dark").tag("Dark")
                            }
                            Slider(value: .constant(0.6), in: 0...1) { Text("Volume") }
                            Stepper("Copies: 2", value: .constant(2), in: 1...9)
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
            .environment(\.colorScheme, .dark)
            """#) {
            TabView {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: .constant("Ada Lovelace"))
                            Toggle("Notifications", isOn: .constant(true))
                        }
                        Section {
                            Picker("Appearance", selection: .constant("Automatic")) {
                                Text("Automatic").tag("Automatic")
                                Text("Light").tag("Light")
                                Text("Dark").tag("Dark")
                            }
                            Slider(value: .constant(0.6), in: 0...1) { Text("Volume") }
                            Stepper("Copies: 2", value: .constant(2), in: 1...9)
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
            .environment(\.colorScheme, .dark)
            },
        ]
    }
}
