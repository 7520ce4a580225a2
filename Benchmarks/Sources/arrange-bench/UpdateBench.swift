import Arrange
import Foundation

/// The update workloads (Benchmarks/README.md, "Updates"): a `ViewHost` shows a list, one input
/// changes, and the host updates. Reported per update: bodies evaluated, nodes resolved, views
/// placed, the time from the change to the new layout, and that time as a percentage of the
/// first build (the host's creation: resolving and laying out the whole list).
enum UpdateBench {
    /// One workload's figures: the median time over the updates, and the counts of one update.
    struct Result: Codable {
        var workload: String
        var rows: Int
        var nodes: Int
        var bodies_evaluated: Int
        var nodes_resolved: Int
        var views_placed: Int
        var first_build_ms: Double
        var update_ms: Double
        var update_percent_of_first: Double
        var runs: Int
    }

    /// A workload: how to make the host and how to make one change.
    private struct Case {
        let name: String
        let rows: Int
        let make: () -> (first: Double, change: () -> Void, statistics: () -> LayoutStatistics)
    }

    private static let size = CGSize(width: 390, height: 844)

    private static func timed<T>(_ body: () -> T) -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = body()
        return (value, (clock.now - start) / .microseconds(1) / 1000)
    }

    private static var cases: [Case] {
        var all: [Case] = []
        for rows in [1_000, 10_000] {
            all.append(Case(name: "U1 state \(rows) rows", rows: rows) {
                let (host, first) = timed { ViewHost(rootView: StatefulList(count: rows), size: size) }
                // Row 0 is on screen; its button toggles its state.
                return (first, { host.tap(on: 0); host.updateIfNeeded() }, { host.snapshot.statistics })
            })
        }
        all.append(Case(name: "U2 observable 10000 rows", rows: 10_000) {
            let model = RowModel()
            let (host, first) = timed { ViewHost(rootView: ObservingList(count: 10_000, model: model), size: size) }
            return (first, { model.highlighted.toggle(); host.updateIfNeeded() }, { host.snapshot.statistics })
        })
        all.append(Case(name: "U3 environment 10000 rows", rows: 10_000) {
            let (host, first) = timed { ViewHost(rootView: EnvironmentList(count: 10_000), size: size) }
            return (first, { host.tap(on: "accent"); host.updateIfNeeded() }, { host.snapshot.statistics })
        })
        return all
    }

    /// Runs the workloads whose names start with `prefix` (all when nil).
    static func run(only prefix: String?, updates: Int = 10) -> [Result] {
        cases.filter { prefix == nil || $0.name.hasPrefix(prefix!) }.map { item in
            let made = item.make()
            // The closures hold the host. Every update makes the same change, so the counts of the
            // last one stand for all.
            let times = (0..<updates).map { _ in timed { made.change() }.1 }
            let statistics = made.statistics()
            let update = times.sorted()[times.count / 2]
            return Result(workload: item.name, rows: item.rows, nodes: statistics.nodeCount,
                          bodies_evaluated: statistics.bodiesEvaluated, nodes_resolved: statistics.nodesResolved,
                          views_placed: statistics.viewsPlaced, first_build_ms: made.first, update_ms: update,
                          update_percent_of_first: 100 * update / made.first, runs: updates)
        }
    }
}
