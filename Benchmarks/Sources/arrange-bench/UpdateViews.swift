import Arrange
import Observation

// The views of the update benchmarks (`UpdateBench`): lists of rows as apps write them, each row
// an `HStack` of an icon, two texts, a spacer and a button (about eight views with its modifiers).

/// U1: a row with its own `@State`, toggled by its button (`.id(index)`).
struct StatefulRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        HStack {
            Color.blue.frame(width: 24, height: 24)
            Text("Row \(index)")
            Spacer()
            Text(isOn ? "on" : "off").foregroundStyle(.secondary)
            Button(isOn ? "Turn off" : "Turn on") { isOn.toggle() }.id(index)
        }
        .padding(.horizontal, 16)
    }
}

/// U1: `count` stateful rows in a scroll view (a plain `VStack`: every row is resolved).
struct StatefulList: View {
    let count: Int

    var body: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { StatefulRow(index: $0) } } }
    }
}

/// U2: a model one property of which is read by one row only.
@Observable final class RowModel {
    var highlighted = false
}

/// U2: a row without state; row 0 reads the model's property.
struct ObservingRow: View {
    let index: Int
    let model: RowModel

    var body: some View {
        HStack {
            Color.blue.frame(width: 24, height: 24)
            Text("Row \(index)")
            Spacer()
            Text(index == 0 && model.highlighted ? "highlighted" : "plain")
            Button("Open") {}
        }
        .padding(.horizontal, 16)
    }
}

/// U2: `count` rows sharing one model.
struct ObservingList: View {
    let count: Int
    let model: RowModel

    var body: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { ObservingRow(index: $0, model: model) } } }
    }
}

/// U3: an environment value set at the root.
struct AccentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// U3's environment value.
    var benchAccent: Bool {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// U3: a row that reads the environment value when `reads` (every 2,000th row).
struct EnvironmentRow: View {
    let index: Int
    @Environment(\.benchAccent) private var accent

    var body: some View {
        HStack {
            Color.blue.frame(width: 24, height: 24)
            Text("Row \(index)")
            Spacer()
            Text(index % 2_000 == 0 && accent ? "accent" : "plain")
            Button("Open") {}
        }
        .padding(.horizontal, 16)
    }
}

/// U3: the root holds the value in `@State` and a button at the top toggles it (`.id("accent")`).
struct EnvironmentList: View {
    let count: Int
    @State private var accent = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Accent") { accent.toggle() }.id("accent")
            ScrollView { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { EnvironmentRow(index: $0) } } }
        }
        .environment(\.benchAccent, accent)
    }
}
