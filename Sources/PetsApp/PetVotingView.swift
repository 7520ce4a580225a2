import Arrange

/// The pet-voting screen of Apple's sample "Composing custom layouts with SwiftUI": the avatars on
/// their podium, the leaderboard, and one voting button per pet. The votes are in a ``Model`` that
/// the screen owns and hands to its views as an environment object; a tap on a button adds a vote.
public struct PetVotingView: View {
    @StateObject private var model: Model

    /// Creates the screen with the given pets (the session's example data by default).
    public init(pets: [Pet] = Pet.exampleData) {
        _model = StateObject(wrappedValue: Model(pets: pets))
    }

    /// The profile, the leaderboard and the buttons, top to bottom.
    public var body: some View {
        VStack {
            Profile()
            Leaderboard()
            StackedButtons()
        }
        .padding()
        .environmentObject(model)
    }
}
