import Arrange

/// The step of the podium an avatar stands on: a block 88 points wide and 14 tall, its top face
/// lighter than its front, like the steps of a podium seen from slightly above.
struct Plinth: View {
    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 3).fill(Color(white: 0.82)).frame(height: 5)
            UnevenRoundedRectangle(bottomLeadingRadius: 4, bottomTrailingRadius: 4).fill(Color(white: 0.64)).frame(height: 9)
        }
        .frame(width: 88)
    }
}
