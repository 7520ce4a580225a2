import Arrange
import ArrangeLayouts

/// The notes' radial demo: coloured circles on a ``RadialLayout`` and a stepper from 0 to 36
/// that changes how many there are, animated (the stepper's binding carries the default animation). Each circle keeps its colour (by its identifier, the index)
/// when the count changes; colours for new circles are drawn from a seeded generator, so runs
/// are reproducible.
public struct RadialDemoView: View {
    @State private var count: Int
    @State private var colors: [Color]

    /// Creates the demo with `count` circles (16 by default, clamped to 0...36).
    public init(count: Int = 16) {
        let count = min(max(count, 0), 36)
        _count = State(initialValue: count)
        _colors = State(initialValue: RadialColors.colors(count: count))
    }

    /// The circles above the stepper.
    public var body: some View {
        VStack {
            RadialLayout {
                ForEach(0..<count, id: \.self) { index in
                    let color = index < colors.count ? colors[index] : .black
                    Circle()
                        .foregroundColor(color)
                        .frame(width: 32, height: 32)
                        .id("circle-\(index)")
                }
            }
            .padding()
            Stepper("Count: \(count)", value: $count.animation(), in: 0...36)
                .onChange(of: count) {
                    ensureColors()
                }
                .padding()
                .id("stepper")
        }
    }

    /// Adds colours for circles that have none yet.
    private func ensureColors() {
        let missingCount = count - colors.count
        guard missingCount > 0 else { return }
        colors.append(contentsOf: RadialColors.colors(count: count)[colors.count...])
    }
}
