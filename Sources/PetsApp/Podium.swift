import Arrange

/// The background of the avatars: a rounded panel as wide as proposed and 220 points tall.
struct Podium: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.gray.opacity(0.15))
            .frame(height: 220)
    }
}
