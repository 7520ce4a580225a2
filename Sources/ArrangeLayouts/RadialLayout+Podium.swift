#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension RadialLayout {
    /// The rotation, in radians, that turns three subviews at 0°, 120° and 240° into a podium for
    /// their ranks (lower rank = better), or 0 unless there are exactly three ranks, not all equal.
    ///
    /// - Best rank held by one subview at index *l*: −*l* · 120° brings it to the top. If the two
    ///   others differ, a further ∓30° raises the better of them: the subview after the leader
    ///   (clockwise, at +120°) rises when the circle turns counterclockwise (−30°), the one before it
    ///   (at +240°) when it turns clockwise (+30°).
    /// - Best rank shared by two subviews: the first of them clockwise, at index *a*, is followed
    ///   60° later by the midpoint between them; −(*a* · 120° + 60°) brings that midpoint to the top.
    static func podiumTurn(ranks: [Int]) -> Double {
        guard ranks.count == 3, let best = ranks.min() else { return 0 }
        let third = 2 * Double.pi / 3
        let leaders = ranks.indices.filter { ranks[$0] == best }
        switch leaders.count {
        case 1:
            let leader = leaders[0]
            let after = ranks[(leader + 1) % 3], before = ranks[(leader + 2) % 3]
            let raise: Double = after == before ? 0 : (after < before ? -third / 4 : third / 4)
            return -Double(leader) * third + raise
        case 2:
            let (a, b) = (leaders[0], leaders[1])
            let first = (a + 1) % 3 == b ? a : b
            return -(Double(first) + 0.5) * third
        default:
            return 0
        }
    }
}
