import Arrange
import ArrangeLayouts

/// The avatars on the podium: arranged by rank on a circle, or side by side when all three are
/// tied (switching layouts through `AnyLayout`, so the avatars keep their identity); every change of votes animates, as in the sample.
struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
        return Podium()
            .overlay(alignment: .top) {
                layout {
                    ForEach(pets) { pet in
                        Avatar(pet: pet).rank(pets.rank(of: pet))
                    }
                }
                .animation(.default, value: pets)
            }
    }
}
