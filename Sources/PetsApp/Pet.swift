import Arrange

/// A pet that people vote for: the data model of WWDC22's "Compose custom layouts with SwiftUI".
public struct Pet: Identifiable, Equatable, Sendable {
    /// The kind of pet, which is also its identity.
    public let type: String
    /// How many votes the pet has.
    public var votes: Int = 0

    /// The pet's identity: its type.
    public var id: String { type }

    /// Creates a pet with a number of votes.
    public init(type: String, votes: Int = 0) {
        self.type = type
        self.votes = votes
    }

    /// The session's three pets and their votes.
    public static let exampleData: [Pet] = [
        Pet(type: "Cat", votes: 25),
        Pet(type: "Goldfish", votes: 9),
        Pet(type: "Dog", votes: 16),
    ]
}
