import XCTest
import Arrange

/// Navigation written as SwiftUI apps write it, in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor): a stack bound to a path with value
/// links and destinations, a toolbar, a view-destination link, `dismiss`, a tab view of `Tab`s
/// and of `tabItem`s with badges, and `ContentUnavailableView`. Frames follow
/// Docs/Differences.md, "Navigation and tabs".
final class NavigationTests: XCTestCase {
    struct Park: Hashable, Identifiable {
        let id: Int
        let name: String
    }

    struct ParkDetails: View {
        let park: Park
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text(park.name)
                Button("Done") { dismiss() }.id("done")
            }
            .navigationTitle(park.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {}
                }
            }
        }
    }

    struct Parks: View {
        let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]
        @State private var path = NavigationPath()
        @State private var showAbout = false

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    ForEach(parks) { park in
                        NavigationLink(park.name, value: park).id(park.id)
                    }
                    NavigationLink("Settings") {
                        Text("Settings").navigationTitle(Text("Settings"))
                    }
                    if parks.isEmpty {
                        ContentUnavailableView("No Parks", systemImage: "tree", description: Text("Add a park."))
                    }
                }
                .navigationTitle("Parks")
                .navigationDestination(for: Park.self) { park in
                    ParkDetails(park: park)
                }
                .navigationDestination(isPresented: $showAbout) {
                    Text("About")
                }
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("About") { showAbout = true }
                        Button("Clear") { path.removeLast(path.count) }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Text("\(parks.count) parks")
                    }
                }
                .toolbar(.visible, for: .navigationBar)
            }
        }
    }

    struct Tabs: View {
        @State private var selection = 0

        var body: some View {
            TabView(selection: $selection) {
                Tab("Parks", systemImage: "tree", value: 0) {
                    Parks()
                }
                Tab("Search", systemImage: "magnifyingglass", value: 1) {
                    ContentUnavailableView.search(text: "Arches")
                }
            }
        }
    }

    struct OldTabs: View {
        var body: some View {
            TabView {
                Text("Inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(4)
                ContentUnavailableView {
                    Label("No Drafts", systemImage: "doc")
                } description: {
                    Text("Drafts you start appear here.")
                } actions: {
                    Button("New Draft") {}
                }
                .tabItem { Label("Drafts", systemImage: "doc") }
            }
        }
    }

    func testPushingAndPoppingAPark() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Tabs(), size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
            XCTAssertTrue(host.tap(on: 1))
            // The pushed view's inline bar: its content starts at 47 + 44 = 91 or lower.
            XCTAssertGreaterThan(host.frame(of: "done")?.minY ?? 0, 91)
            XCTAssertTrue(host.tap(on: "done"))
            XCTAssertNil(host.frame(of: "done"))
        }
    }

    func testOlderTabItems() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: OldTabs(), size: CGSize(width: 390, height: 844))
            XCTAssertTrue(host.snapshot.diagnostics.isEmpty)
            var path = NavigationPath()
            path.append(Park(id: 3, name: "Arches"))
            XCTAssertFalse(path.isEmpty)
            let mode: NavigationBarItem.TitleDisplayMode = .large
            XCTAssertNotEqual(mode, .inline)
            let placements: [ToolbarItemPlacement] = [.automatic, .principal, .topBarLeading, .navigationBarLeading, .navigationBarTrailing, .cancellationAction]
            XCTAssertEqual(placements.count, 6)
        }
    }
}
