import Arrange

extension Gallery {
    /// Lists, forms and disclosure groups, each in the light and the dark appearance.
    static var listExamples: [GalleryExample] {
        [
            GalleryExample("list-styles", "List styles: inset grouped, plain, grouped", family: "Lists", code: #"""
            HStack(alignment: .top, spacing: 0) {
                List {
                    Section("Inset grouped") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                List {
                    Section("Plain") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                .listStyle(.plain)
                List {
                    Section {
                        Text("Apple")
                        Text("Pear")
                    } header: {
                        Text("Grouped")
                    } footer: {
                        Text("A footer explains the section.")
                    }
                }
                .listStyle(.grouped)
            }
            .frame(width: 1_170, height: 300)
            """#) {
            HStack(alignment: .top, spacing: 0) {
                List {
                    Section("Inset grouped") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                List {
                    Section("Plain") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                .listStyle(.plain)
                List {
                    Section {
                        Text("Apple")
                        Text("Pear")
                    } header: {
                        Text("Grouped")
                    } footer: {
                        Text("A footer explains the section.")
                    }
                }
                .listStyle(.grouped)
            }
            .frame(width: 1_170, height: 300)
            },

            GalleryExample("list-styles-dark", "List styles: inset grouped, plain, grouped (dark)", family: "Lists", code: #"""
            HStack(alignment: .top, spacing: 0) {
                List {
                    Section("Inset grouped") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                List {
                    Section("Plain") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                .listStyle(.plain)
                List {
                    Section {
                        Text("Apple")
                        Text("Pear")
                    } header: {
                        Text("Grouped")
                    } footer: {
                        Text("A footer explains the section.")
                    }
                }
                .listStyle(.grouped)
            }
            .frame(width: 1_170, height: 300)
            .environment(\.colorScheme, .dark)
            """#) {
            HStack(alignment: .top, spacing: 0) {
                List {
                    Section("Inset grouped") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                List {
                    Section("Plain") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                .listStyle(.plain)
                List {
                    Section {
                        Text("Apple")
                        Text("Pear")
                    } header: {
                        Text("Grouped")
                    } footer: {
                        Text("A footer explains the section.")
                    }
                }
                .listStyle(.grouped)
            }
            .frame(width: 1_170, height: 300)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("list-selection", "A list with a selected row", family: "Lists", code: #"""
            List(["Inbox", "Drafts", "Sent"], id: \.self, selection: .constant("Drafts")) { mailbox in
                Text(mailbox)
            }
            .frame(width: 390, height: 220)
            """#) {
            List(["Inbox", "Drafts", "Sent"], id: \.self, selection: .constant("Drafts")) { mailbox in
                Text(mailbox)
            }
            .frame(width: 390, height: 220)
            },

            GalleryExample("list-selection-dark", "A list with a selected row (dark)", family: "Lists", code: #"""
            List(["Inbox", "Drafts", "Sent"], id: \.self, selection: .constant("Drafts")) { mailbox in
                Text(mailbox)
            }
            .frame(width: 390, height: 220)
            .environment(\.colorScheme, .dark)
            """#) {
            List(["Inbox", "Drafts", "Sent"], id: \.self, selection: .constant("Drafts")) { mailbox in
                Text(mailbox)
            }
            .frame(width: 390, height: 220)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("form-settings", "A settings form: toggle, labeled content, stepper, pickers, button", family: "Lists", code: #"""
            Form {
                Section("General") {
                    Toggle("Airplane Mode", isOn: .constant(true))
                    LabeledContent("Version", value: "17.0")
                    Stepper("Volume: 3", value: .constant(3), in: 0...10)
                    Picker("Text Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                    }
                }
                Section {
                    Picker("Language", selection: .constant("en")) {
                        Text("English").tag("en")
                        Text("French").tag("fr")
                    }
                    .pickerStyle(.navigationLink)
                    Button("Reset Settings") {}
                } footer: {
                    Text("Settings apply to every device.")
                }
            }
            .frame(width: 390, height: 520)
            """#) {
            Form {
                Section("General") {
                    Toggle("Airplane Mode", isOn: .constant(true))
                    LabeledContent("Version", value: "17.0")
                    Stepper("Volume: 3", value: .constant(3), in: 0...10)
                    Picker("Text Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                    }
                }
                Section {
                    Picker("Language", selection: .constant("en")) {
                        Text("English").tag("en")
                        Text("French").tag("fr")
                    }
                    .pickerStyle(.navigationLink)
                    Button("Reset Settings") {}
                } footer: {
                    Text("Settings apply to every device.")
                }
            }
            .frame(width: 390, height: 520)
            },

            GalleryExample("form-settings-dark", "A settings form: toggle, labeled content, stepper, pickers, button (dark)", family: "Lists", code: #"""
            Form {
                Section("General") {
                    Toggle("Airplane Mode", isOn: .constant(true))
                    LabeledContent("Version", value: "17.0")
                    Stepper("Volume: 3", value: .constant(3), in: 0...10)
                    Picker("Text Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                    }
                }
                Section {
                    Picker("Language", selection: .constant("en")) {
                        Text("English").tag("en")
                        Text("French").tag("fr")
                    }
                    .pickerStyle(.navigationLink)
                    Button("Reset Settings") {}
                } footer: {
                    Text("Settings apply to every device.")
                }
            }
            .frame(width: 390, height: 520)
            .environment(\.colorScheme, .dark)
            """#) {
            Form {
                Section("General") {
                    Toggle("Airplane Mode", isOn: .constant(true))
                    LabeledContent("Version", value: "17.0")
                    Stepper("Volume: 3", value: .constant(3), in: 0...10)
                    Picker("Text Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                    }
                }
                Section {
                    Picker("Language", selection: .constant("en")) {
                        Text("English").tag("en")
                        Text("French").tag("fr")
                    }
                    .pickerStyle(.navigationLink)
                    Button("Reset Settings") {}
                } footer: {
                    Text("Settings apply to every device.")
                }
            }
            .frame(width: 390, height: 520)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("disclosure-groups", "Disclosure groups in a list and outside one", family: "Lists", code: #"""
            VStack(spacing: 0) {
                List {
                    DisclosureGroup("Fruit", isExpanded: .constant(true)) {
                        Text("Apple")
                        Text("Pear")
                    }
                    DisclosureGroup("Vegetables", isExpanded: .constant(false)) {
                        Text("Leek")
                    }
                }
                .frame(height: 260)
                DisclosureGroup("Outside a list", isExpanded: .constant(true)) {
                    Text("Content in a VStack")
                }
                .padding()
            }
            .frame(width: 390)
            .background(.background)
            """#) {
            VStack(spacing: 0) {
                List {
                    DisclosureGroup("Fruit", isExpanded: .constant(true)) {
                        Text("Apple")
                        Text("Pear")
                    }
                    DisclosureGroup("Vegetables", isExpanded: .constant(false)) {
                        Text("Leek")
                    }
                }
                .frame(height: 260)
                DisclosureGroup("Outside a list", isExpanded: .constant(true)) {
                    Text("Content in a VStack")
                }
                .padding()
            }
            .frame(width: 390)
            .background(.background)
            },

            GalleryExample("disclosure-groups-dark", "Disclosure groups in a list and outside one (dark)", family: "Lists", code: #"""
            VStack(spacing: 0) {
                List {
                    DisclosureGroup("Fruit", isExpanded: .constant(true)) {
                        Text("Apple")
                        Text("Pear")
                    }
                    DisclosureGroup("Vegetables", isExpanded: .constant(false)) {
                        Text("Leek")
                    }
                }
                .frame(height: 260)
                DisclosureGroup("Outside a list", isExpanded: .constant(true)) {
                    Text("Content in a VStack")
                }
                .padding()
            }
            .frame(width: 390)
            .background(.background)
            .environment(\.colorScheme, .dark)
            """#) {
            VStack(spacing: 0) {
                List {
                    DisclosureGroup("Fruit", isExpanded: .constant(true)) {
                        Text("Apple")
                        Text("Pear")
                    }
                    DisclosureGroup("Vegetables", isExpanded: .constant(false)) {
                        Text("Leek")
                    }
                }
                .frame(height: 260)
                DisclosureGroup("Outside a list", isExpanded: .constant(true)) {
                    Text("Content in a VStack")
                }
                .padding()
            }
            .frame(width: 390)
            .background(.background)
            .environment(\.colorScheme, .dark)
            },
        ]
    }
}
