import Arrange

/// Each pet's name, its share of all votes as a progress bar, and its count in a trailing-aligned
/// column, with a divider under each row.
struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(value: Double(pet.votes), total: Double(totalVotes))
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                        .id("votes-\(pet.type)")
                }
                Divider()
            }
        }
        .padding()
    }
}
