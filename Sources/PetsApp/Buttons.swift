import Arrange

/// One bordered button per pet: a tap adds a vote.
///
/// The session's "Buttons helper view", reading the pets from the model (the sample calls it as
/// `Buttons()`) instead of a binding; the `.id` marks each button for the `pets` command's
/// recorded votes and for tests (Docs/Seeds.md, "What the app takes verbatim").
struct Buttons: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        ForEach($model.pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .id("vote-\(pet.type)")
        }
    }
}
