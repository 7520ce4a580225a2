import XCTest
import Arrange

/// Presentations written as SwiftUI apps write them, in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor): sheets with detents, a full-screen
/// cover, a popover, alerts with roles and messages, a confirmation dialog, `dismiss` and
/// `isPresented`. Frames follow Docs/Differences.md, "Presentation".
final class PresentationTests: XCTestCase {
    struct Item: Identifiable {
        let id = 1
        let name = "Report"
    }

    struct Settings: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack {
                Text(isPresented ? "Presented" : "Inline")
                Button("Done") { dismiss() }.id("done")
            }
            .presentationDetents([.medium, .large])
            .interactiveDismissDisabled()
        }
    }

    struct Screen: View {
        @State private var showSettings = false
        @State private var showCover = false
        @State private var showPopover = false
        @State private var confirmDelete = false
        @State private var showDialog = false
        @State private var selected: Item?
        @State private var error: String?
        @State private var detent = PresentationDetent.fraction(0.3)

        var body: some View {
            VStack {
                Button("Settings") { showSettings = true }.id("settings")
                Button("Delete", role: .destructive) { confirmDelete = true }
                Button("Open") { selected = Item() }
            }
            .sheet(isPresented: $showSettings, onDismiss: { print("closed") }) { Settings() }
            .sheet(item: $selected) { item in
                Text(item.name).presentationDetents([.height(200), .fraction(0.3)], selection: $detent)
            }
            .fullScreenCover(isPresented: $showCover) { Text("Cover") }
            .fullScreenCover(item: $selected) { item in Text(item.name) }
            .popover(isPresented: $showPopover, arrowEdge: .bottom) { Text("Tip") }
            .popover(item: $selected, attachmentAnchor: .point(.top)) { item in Text(item.name) }
            .alert("Delete?", isPresented: $confirmDelete) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert(Text("Failed"), isPresented: .constant(false), presenting: error) { error in
                Button("Retry") { print(error) }
            } message: { error in
                Text(error)
            }
            .alert("Saved", isPresented: .constant(false)) {}
            .confirmationDialog("Share", isPresented: $showDialog, titleVisibility: .visible) {
                Button("Copy") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Choose a destination")
            }
            .confirmationDialog(Text("More"), isPresented: .constant(false)) {
                Button("Archive") {}
            }
            .confirmationDialog(Text("Move"), isPresented: .constant(false), presenting: error) { error in
                Button("Move \(error)") {}
            } message: { error in
                Text(error)
            }
            .confirmationDialog("Copy", isPresented: .constant(false), titleVisibility: .hidden, presenting: error) { _ in
                Button("Copy") {}
            }
        }
    }

    func testPresentingAndDismissingASheet() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Screen(), size: CGSize(width: 390, height: 844))
            host.tap(on: "settings")
            XCTAssertEqual(host.presentationCount, 1)
            // .medium, the smaller detent: 844 / 2 = 422 high, so its content lies below y = 422.
            XCTAssertGreaterThan(host.frame(of: "done")?.minY ?? 0, 422)
            host.tap(on: "done")
            XCTAssertEqual(host.presentationCount, 0)
        }
    }

    func testButtonRoleValues() {
        MainActor.assumeIsolated {
            let role: ButtonRole? = .cancel
            XCTAssertNotEqual(role, .destructive)
            XCTAssertEqual(Visibility.allCases.count, 3)
            let detents: Set<PresentationDetent> = [.medium, .large, .fraction(0.5), .height(100)]
            XCTAssertEqual(detents.count, 4)
        }
    }
}
