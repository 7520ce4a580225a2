import Arrange

/// The avatars on the podium: arranged by rank on a circle, or side by side when all three are
/// tied (switching layouts through `AnyLayout`, so the avatars keep their identity); every change
/// of votes animates.
///
/// The body is the sample's code as written (Docs/Seeds.md, "What the app takes verbatim").
struct Profile: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        let layout = model.isAllWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

        Podium()
            .overlay(alignment: .top) {
                layout {
                    ForEach(model.pets) { pet in
                        Avatar(pet: pet)
                            .rank(model.rank(pet))
                    }
                }
                .animation(.default, value: model.pets)
            }
    }
}
