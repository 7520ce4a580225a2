import Arrange

/// The WWDC22 session's data model ("Data model", at 5:16): a kind of pet and its votes.
public struct GalleryPet: Identifiable, Equatable, Sendable {
    /// The kind of pet, e.g. "Cat"; also its identity.
    public let type: String
    /// The votes it has.
    public var votes: Int = 0
    /// The pet's identity: its type.
    public var id: String { type }

    /// The session's example data: Cat 25, Goldfish 9, Dog 16.
    public static let exampleData: [GalleryPet] = [
        GalleryPet(type: "Cat", votes: 25),
        GalleryPet(type: "Goldfish", votes: 9),
        GalleryPet(type: "Dog", votes: 16),
    ]

    /// The pets' colours in the sample app's avatars (orange cat, yellow fish, brown dog).
    public var color: Color {
        switch type {
        case "Cat": return .orange
        case "Goldfish": return .yellow
        default: return .brown
        }
    }

    /// 1 for the most votes; pets with equal votes share a rank (Docs/Seeds.md, "Ranks").
    public static func rank(of pet: GalleryPet, among pets: [GalleryPet]) -> Int {
        1 + pets.filter { $0.votes > pet.votes }.count
    }
}
