import Arrange

/// The background of the avatars: a rounded panel as wide as proposed, 220 points tall when
/// there is room, down to 150 when there is not (a terminal of 24 rows).
struct Podium: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.gray.opacity(0.15))
            .frame(minHeight: 150, maxHeight: 220)
    }
}
