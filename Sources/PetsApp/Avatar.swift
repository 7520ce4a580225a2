import Arrange

/// A pet's avatar: the first letter of its type on a coloured 64-point circle, standing on a
/// plinth of the podium.
///
/// The plinth (``Plinth``) is drawn behind the circle, below it, and takes no part in layout: its
/// top is 4 points above the circle's lowest point, so the circle reads as standing on it wherever
/// the layout puts the avatar (the radial layout's leader at the top, a three-way tie in a row).
struct Avatar: View {
    var pet: Pet

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 64, height: 64)
            .overlay { Text(String(pet.type.prefix(1))).font(.title).foregroundColor(.white) }
            .background(alignment: .bottom) { Plinth().alignmentGuide(.bottom) { $0[.top] + 4 }.id("plinth-\(pet.type)") }
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
