import Arrange

// The notes' colour extension, as written (Docs/Seeds.md, "The notes' radial layout").

public extension Color {
    static func random() -> Color {
        Color(
            red: .random(in: 0 ... 1),
            green: .random(in: 0 ... 1),
            blue: .random(in: 0 ... 1),
            opacity: 1
        )
    }
}
