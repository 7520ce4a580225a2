import Arrange

/// The pet-voting screen of WWDC22's sample: the avatars on their podium, the leaderboard, and
/// one voting button per pet. The votes are the view's state; a tap on a button adds a vote.
public struct PetVotingView: View {
    @State private var pets: [Pet]

    /// Creates the screen with the given pets (the session's example data by default).
    public init(pets: [Pet] = Pet.exampleData) {
        _pets = State(initialValue: pets)
    }

    /// The profile, the leaderboard and the buttons, top to bottom.
    public var body: some View {
        VStack {
            Profile(pets: pets, isThreeWayTie: pets.isThreeWayTie)
            Leaderboard(pets: pets, totalVotes: pets.totalVotes)
            StackedButtons(pets: $pets)
        }
        .padding()
    }
}
