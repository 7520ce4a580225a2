import Arrange

extension Gallery {
    /// Navigation: a stack with a large title and toolbar buttons, a pushed screen with an inline
    /// title and a back button, a tab view, and a content-unavailable view, light and dark.
    static var navigationExamples: [GalleryExample] {
        [
            GalleryExample("navigation-large-title", "NavigationStack: a large title and toolbar buttons", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 420), code: #"""
            NavigationStack {
                VStack(alignment: .leading, spacing: 12) {
                    NavigationLink("Yosemite", value: 1)
                    NavigationLink("Zion", value: 2)
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .navigationTitle("Parks")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
            """#) {
            NavigationStack {
                VStack(alignment: .leading, spacing: 12) {
                    NavigationLink("Yosemite", value: 1)
                    NavigationLink("Zion", value: 2)
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .navigationTitle("Parks")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
            },

            GalleryExample("navigation-pushed-inline", "NavigationStack: a pushed screen with an inline title and a back button", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 300), code: #"""
            NavigationStack(path: .constant([1])) {
                Text("Root")
                    .navigationTitle("Parks")
                    .navigationDestination(for: Int.self) { _ in
                        Text("Half Dome, El Capitan")
                            .navigationTitle("Yosemite")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            }
                    }
            }
            """#) {
            NavigationStack(path: .constant([1])) {
                Text("Root")
                    .navigationTitle("Parks")
                    .navigationDestination(for: Int.self) { _ in
                        Text("Half Dome, El Capitan")
                            .navigationTitle("Yosemite")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            }
                    }
            }
            },

            GalleryExample("navigation-tab-view", "TabView: three tabs, one with a badge", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 300), code: #"""
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                    .badge(3)
                Tab("Settings", systemImage: "gear") { Text("Settings") }
            }
            """#) {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                    .badge(3)
                Tab("Settings", systemImage: "gear") { Text("Settings") }
            }
            },

            GalleryExample("navigation-content-unavailable", "ContentUnavailableView: an empty inbox and a search without results", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 420), code: #"""
            VStack(spacing: 0) {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail you receive appears here."))
                ContentUnavailableView.search(text: "kiwi")
            }
            """#) {
            VStack(spacing: 0) {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail you receive appears here."))
                ContentUnavailableView.search(text: "kiwi")
            }
            },
            GalleryExample("navigation-dark", "Dark: a navigation stack with a large title in a tab view", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 420), code: #"""
            TabView {
                Tab("Parks", systemImage: "tree") {
                    NavigationStack {
                        VStack(alignment: .leading, spacing: 12) {
                            NavigationLink("Yosemite", value: 1)
                            NavigationLink("Zion", value: 2)
                            Spacer()
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .navigationTitle("Parks")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                        }
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
                    .badge(5)
            }
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            """#) {
            TabView {
                Tab("Parks", systemImage: "tree") {
                    NavigationStack {
                        VStack(alignment: .leading, spacing: 12) {
                            NavigationLink("Yosemite", value: 1)
                            NavigationLink("Zion", value: 2)
                            Spacer()
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .navigationTitle("Parks")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                        }
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
                    .badge(5)
            }
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("navigation-content-unavailable-dark", "Dark: ContentUnavailableView.search", family: "Navigation",
                           proposal: ProposedViewSize(width: 390, height: 300), code: #"""
            ContentUnavailableView.search(text: "kiwi")
                .background(Color.black)
                .environment(\.colorScheme, .dark)
            """#) {
            ContentUnavailableView.search(text: "kiwi")
                .background(Color.black)
                .environment(\.colorScheme, .dark)
            },
        ]
    }
}
