import Arrange
import ArrangeLayouts

/// The voting buttons, all as wide as the widest: side by side when they fit, else stacked.
struct StackedButtons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ViewThatFits {
            EqualWidthHStack {
                VoteButtons(pets: $pets)
            }
            EqualWidthVStack {
                VoteButtons(pets: $pets)
            }
        }
    }
}
