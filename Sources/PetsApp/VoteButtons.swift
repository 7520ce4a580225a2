import Arrange

/// One bordered button per pet, editing the pets through a binding to each: a tap adds a vote.
struct VoteButtons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
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
