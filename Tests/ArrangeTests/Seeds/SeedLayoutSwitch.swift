// The article's layout switch (Docs/Seeds.md; the article's section "Switching layout
// container"), as the article writes it, with these changes only:
// - `@State private var layoutType` and the segmented `Picker` don't exist yet: the choice is a plain
//   stored property, `layoutType`, set by whoever creates the view.
// - `Text("\($0)")` doesn't exist yet: a 10 × 20 colour stands in for each one-digit label (about a
//   digit's size), and `.background(.regularMaterial).clipShape(.capsule)`, which draw but don't
//   lay out, are left out. Each item gets an explicit `.id` so tests can find it and check that the
//   switch keeps its identity.

@testable import Arrange

struct LayoutSwitchView: View {

    var layoutType: LayoutType = .hStack

    var body: some View {
        VStack {
            AnyLayout(layoutType.layout) {
                ForEach(0..<10, id: \.self) {
                    Color.gray.frame(width: 10, height: 20)  // stands in for Text("\($0)")
                        .fixedSize()
                        .padding()
                        .id("item\($0)")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .animation(.default, value: layoutType)
        }
    }

    enum LayoutType: String, CaseIterable, Hashable, Identifiable {
        case hStack
        case vStack
        case zStack
        case flowLayout

        var layout: any Layout {
            switch self {
                case .hStack:
                    HStackLayout()
                case .vStack:
                    VStackLayout()
                case .zStack:
                    ZStackLayout()
                case .flowLayout:
                    FlowLayout()
            }
        }

        var id: Self { self }
    }
}
