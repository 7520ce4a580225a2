import Arrange

/// The votes that the pet-voting screen shows and changes: the data model that the code of
/// Apple's sample "Composing custom layouts with SwiftUI" reaches as `model` (`model.pets`,
/// `model.totalVotes`, `model.isAllWayTie`, `model.rank(pet)`).
///
/// The sample does not show the model; this one is what its code implies (Docs/Seeds.md, "The
/// pet-voting app"): an observable object whose `pets` are published, so that a vote redraws the
/// views that read it through `@EnvironmentObject`.
final class Model: ObservableObject {
    /// The pets and their votes.
    @Published var pets: [Pet]

    /// Creates a model with the given pets (the session's example data by default).
    init(pets: [Pet] = Pet.exampleData) {
        self.pets = pets
    }

    /// Everyone's votes together.
    var totalVotes: Int { pets.reduce(0) { $0 + $1.votes } }

    /// Whether all the pets have the same number of votes (the avatars then stand in a row).
    var isAllWayTie: Bool { pets.count > 1 && pets.allSatisfy { $0.votes == pets.first?.votes } }

    /// The rank of `pet`: 1 plus the number of pets with more votes (ties share a rank).
    func rank(_ pet: Pet) -> Int {
        1 + pets.filter { $0.votes > pet.votes }.count
    }
}
