import Arrange

/// Each pet's name, its share of all votes as a progress bar, and its count in a trailing-aligned
/// column, with a divider under each row.
///
/// The body is the sample's grid as written (Docs/Seeds.md, "What the app takes verbatim"); the
/// `.padding()` after it is the session's "Final Leaderboard".
struct Leaderboard: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(model.pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(
                        value: Double(pet.votes),
                        total: Double(max(1, model.totalVotes))) // Avoid dividing by zero.
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }

                Divider()
            }
        }
        .padding()
    }
}
