import Arrange

/// A pet's avatar: the first letter of its type on a coloured 64-point circle.
struct Avatar: View {
    var pet: Pet

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 64, height: 64)
            .overlay { Text(String(pet.type.prefix(1))).font(.title).foregroundColor(.white) }
            .id("avatar-\(pet.type)")
    }

    /// A colour for each of the example pets.
    private var color: Color {
        switch pet.type {
        case "Cat": return .orange
        case "Goldfish": return .yellow
        case "Dog": return .brown
        default: return .blue
        }
    }
}
