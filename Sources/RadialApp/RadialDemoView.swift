import Arrange

/// The notes' radial demo: their `ContentView` as written, with their `RadialLayout`, their
/// `Color.random()` and the stepper in a `safeAreaInset(edge: .bottom)` (Docs/Seeds.md, "The notes'
/// radial layout"). It starts with 16 circles, as the notes' view does.
public struct RadialDemoView: View {
    /// Creates the demo.
    public init() {}

    /// The notes' view.
    public var body: some View {
        ContentView()
    }
}
