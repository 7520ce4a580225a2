import XCTest
import Observation
import Arrange

/// Environment values, actions and storage properties written as SwiftUI apps write them, in the
/// Swift 6 language mode (see `IsolationTests` for why each test enters the main actor):
/// `scenePhase`, `editMode` with `EditButton`, `isEnabled`, `refreshable` and `refresh`,
/// `@ScaledMetric`, `@AppStorage`, `@SceneStorage`, and `@Environment(Model.self)`.
final class EnvironmentValuesTests: XCTestCase {
    @Observable final class Library {
        var books = ["Dune"]
    }

    enum SortOrder: String { case title, author }

    struct Shelf: View {
        @Environment(Library.self) private var library
        @Environment(Library.self) private var optionalLibrary: Library?
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.editMode) private var editMode
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.refresh) private var refresh
        @ScaledMetric(relativeTo: .body) private var rowHeight = 44
        @ScaledMetric private var spacing: CGFloat = 8
        @AppStorage("sortOrder") private var sortOrder = SortOrder.title
        @AppStorage("showCovers") private var showCovers = true
        @AppStorage("lastOpened") private var lastOpened: String?
        @SceneStorage("selectedBook") private var selectedBook = ""

        var body: some View {
            VStack(spacing: spacing) {
                HStack {
                    Text(scenePhase == .active ? "Active" : "Inactive")
                    Spacer()
                    EditButton()
                }
                ForEach(library.books, id: \.self) { book in
                    Text(book)
                        .frame(height: rowHeight)
                        .onTapGesture { selectedBook = book; lastOpened = book }
                }
                Toggle("Covers", isOn: $showCovers)
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "\(optionalLibrary?.books.count ?? 0)")
                Button("Reload") { Task { await refresh?() } }.disabled(!isEnabled)
            }
            .refreshable { }
            .onChange(of: scenePhase) { _, phase in if phase == .background { sortOrder = .author } }
        }
    }

    func testAShelfRuns() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Shelf().environment(Library()), size: CGSize(width: 390, height: 844), appStorage: AppStorageStore())
            XCTAssertEqual(host.editMode, .inactive)
            XCTAssertTrue(host.displayList.description.contains("Edit"))
        }
    }
}
