import Arrange
import ArrangeLayouts

/// The article's layout switcher: a segmented picker (its options tagged implicitly by their
/// `ForEach`, as the article writes it) above ten capsules, which it arranges with
/// an `HStackLayout`, a `VStackLayout`, a `ZStackLayout` or a ``FlowLayout``. The layout goes
/// through `AnyLayout`, so the capsules keep their identity when it changes, and the change animates.
public struct LayoutSwitcherView: View {
    @State private var layoutType: LayoutType

    /// Creates the switcher showing `layoutType` (the horizontal stack by default).
    public init(layoutType: LayoutType = .hStack) {
        _layoutType = State(initialValue: layoutType)
    }

    /// The picker and the capsules, top to bottom.
    public var body: some View {
        VStack {
            Picker("Layout Type", selection: $layoutType) {
                ForEach(LayoutType.allCases) {
                    Text($0.rawValue)
                }
            }
            .pickerStyle(.segmented)
            .id("picker")

            AnyLayout(layoutType.layout) {
                ForEach(0..<10, id: \.self) {
                    Text("\($0)")
                        .fixedSize()
                        .padding()
                        .background(.regularMaterial)
                        .clipShape(.capsule)
                        .id("capsule-\($0)")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .animation(.default, value: layoutType)
        }
        .padding()
    }
}
