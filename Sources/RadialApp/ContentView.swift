import Arrange

// The notes' demo view, as written (Docs/Seeds.md, "The notes' radial layout").

struct ContentView: View {
    @State private var count = 16
    @State private var colors: [Color] = []

    init() {
        _colors = State(initialValue: getColors(count: count))
    }

    var body: some View {
        RadialLayout {
            ForEach(0 ..< count, id: \.self) { index in
                let color = index < colors.count ? colors[index] : .black
                Circle()
                    .foregroundColor(color)
                    .frame(width: 32, height: 32)
            }
        }
        .padding()
        .safeAreaInset(edge: .bottom) {
            // This allows the user to change the number of subviews
            // and animates the change.
            Stepper("Count: \(count)", value: $count.animation(), in: 0 ... 36)
                .onChange(of: count) { _ in
                    ensureColors()
                }
        }
    }

    private func ensureColors() {
        let missingCount = count - colors.count
        guard missingCount > 0 else { return }
        colors.append(contentsOf: getColors(count: missingCount))
    }

    private func getColors(count: Int) -> [Color] {
        var colors: [Color] = []
        for _ in 0 ..< count {
            colors.append(.random())
        }
        return colors
    }
}
