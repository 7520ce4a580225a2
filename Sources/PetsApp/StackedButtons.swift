import Arrange

/// The voting buttons, all as wide as the widest: side by side when they fit, else stacked.
///
/// The body is the sample's `ViewThatFits` as written (Docs/Seeds.md, "What the app takes
/// verbatim").
struct StackedButtons: View {
    var body: some View {
        ViewThatFits { // Choose the first view that fits.
            MyEqualWidthHStack { // Arrange horizontally if it fits...
                Buttons()
            }
            MyEqualWidthVStack { // ...or vertically, otherwise.
                Buttons()
            }
        }
    }
}
