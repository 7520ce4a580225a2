import Arrange
import Foundation

/// What one layout of the social card costs the caller, against the work inside it: the wall time
/// of `LayoutSnapshot(of:in:)` on the card (1200 × 630, `CardBench.Card`) beside the resolve and
/// layout time its statistics report. The difference is what the call spends outside the pass
/// (before Arrange ran layout on the caller's thread, a thread was created and joined per call).
enum CardLayoutBench {
    /// Medians over the runs, in microseconds.
    struct Result: Codable {
        var workload = "card layout"
        var wall_us_median: Double
        var resolve_plus_layout_us_median: Double
        var outside_pass_percent: Double
        var runs: Int
    }

    /// Lays the card out `runs` times after a warm-up.
    static func run(runs: Int = 300) -> Result {
        let size = CGSize(width: 1200, height: 630)
        _ = LayoutSnapshot(of: CardBench.Card(), in: size)
        let clock = ContinuousClock()
        var walls: [Double] = [], passes: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let snapshot = LayoutSnapshot(of: CardBench.Card(), in: size)
            walls.append((clock.now - start) / .microseconds(1))
            passes.append(Double(snapshot.statistics.resolveNanoseconds + snapshot.statistics.layoutNanoseconds) / 1000)
        }
        let wall = median(walls), pass = median(passes)
        return Result(wall_us_median: wall, resolve_plus_layout_us_median: pass, outside_pass_percent: 100 * (wall - pass) / wall, runs: runs)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
