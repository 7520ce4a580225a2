import XCTest
import Arrange

/// Lists, forms and disclosure groups written as SwiftUI code: a selectable list of identifiable
/// items with sections, row modifiers and delete/move actions, a settings form, and a disclosure
/// group (see `IsolationTests` for why each synchronous test enters the main actor).

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]
    @State private var selection: Fruit.ID?
    @State private var picked = Set<Int>()

    var body: some View {
        VStack {
            List(selection: $selection) {
                Section("Fruit") {
                    ForEach(fruits) { fruit in
                        Text(fruit.name).id(fruit.name)
                    }
                    .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                    .onMove { offsets, destination in fruits.move(fromOffsets: offsets, toOffset: destination) }
                }
                Section {
                    Text("Footer row")
                        .listRowInsets(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
                        .listRowBackground(Color.yellow)
                        .listRowSeparator(.hidden)
                } header: {
                    Text("More")
                } footer: {
                    Text("Rows can be deleted and moved.")
                }
                .listSectionSeparator(.hidden)
            }
            .listStyle(.insetGrouped)
            .listSectionSpacing(.compact)
            .listRowSpacing(4)
            .environment(\.defaultMinListRowHeight, 50)
            List(fruits, selection: $picked) { fruit in Text(fruit.name) }
                .listStyle(.plain)
            List(0..<3, id: \.self) { Text("Row \($0)") }.listStyle(.sidebar)
            List(fruits, id: \.name) { Text($0.name) }.listStyle(GroupedListStyle())
            List { Text("One") }.listStyle(.inset)
        }
    }
}

struct SettingsForm: View {
    @State private var airplane = false
    @State private var volume = 3
    @State private var size = "M"
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section(header: Text("General")) {
                Toggle("Airplane Mode", isOn: $airplane)
                LabeledContent("Version", value: "17.0")
                Stepper("Volume \(volume)", value: $volume, in: 0...10)
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                Picker("Size", selection: $size) {
                    ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                }
                .pickerStyle(.navigationLink)
                Button("Reset") { airplane = false }
            }
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Text("Cache")
            }
            DisclosureGroup {
                Text("Logs")
            } label: {
                Label("Diagnostics", systemImage: "stethoscope")
            }
        }
    }
}

final class ListTests: XCTestCase {
    func testASelectableListSelectsTheTappedRow() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: FruitList(), size: CGSize(width: 390, height: 2_000))
            XCTAssertNotNil(host.frame(of: "Pear"))
            XCTAssertTrue(host.tap(on: "Pear"))
        }
    }

    func testASettingsFormLaysOut() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: SettingsForm(), size: CGSize(width: 390, height: 844))
            XCTAssertEqual(host.snapshot.size, CGSize(width: 390, height: 844))
        }
    }
}
