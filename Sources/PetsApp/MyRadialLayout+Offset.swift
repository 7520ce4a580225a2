import Arrange

// Not shown in the session or the sample, which describe it only in words: reconstructed from
// the rule in Docs/Seeds.md ("The pet-voting app", "The radial offset").
extension MyRadialLayout {
    /// The rotation, in radians, that brings the leader to the top: whole thirds of a circle from
    /// the leader's position, plus a half or a quarter third from the two other ranks; 0 when the
    /// ranks are all equal or there are not exactly three.
    ///
    /// The views start at the top (index 0), lower right (1) and lower left (2). The leader's index
    /// gives 0, −1 or +1 thirds; the two others, taken clockwise after the leader, add −½ or +½
    /// (one of them tied for first with the leader) or −¼ or +¼ (the better-ranked of the two comes
    /// first), or 0 when they tie for second.
    func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3,
              !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }

        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }

        return fraction * 2.0 * Double.pi / 3.0
    }

    /// The fraction of a third that the two views after the leader add, in clockwise order.
    func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
        }
    }
}
