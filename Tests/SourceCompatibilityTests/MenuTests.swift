import XCTest
import Arrange

/// `Menu` written as SwiftUI code writes it: a title, a label with a symbol, a primary action.
struct MenuCompatibilityView: View {
    @State private var sort = "Name"

    var body: some View {
        HStack {
            Menu("Sort") {
                Button("Name") { sort = "Name" }
                Button("Date") { sort = "Date" }
                Divider()
                Button("Delete", role: .destructive) {}
            }
            Menu {
                Button("Folder") {}
            } label: {
                Label("Add", systemImage: "plus")
            }
            Menu("Share", systemImage: "square.and.arrow.up") {
                Button("Copy link") {}
            }
            Menu("New", content: { Button("Folder") {} }, primaryAction: {})
        }
    }
}

/// The menu view builds in a host and shows its three labels.
final class MenuCompatibilityTests: XCTestCase {
    func testTheMenusBuild() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: MenuCompatibilityView(), size: CGSize(width: 390, height: 100))
            XCTAssertGreaterThan(host.displayList.items.count, 3)
        }
    }
}
