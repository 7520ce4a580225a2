import Arrange
import ArrangeTerminal
import Foundation
import PetsApp

/// The update workloads (Benchmarks/README.md, "Updates"): a `ViewHost` shows a list, one input
/// changes, and the host updates. Reported per update: bodies evaluated, nodes resolved, views
/// placed, the time from the change to the new layout, and that time as a percentage of the
/// first build (the host's creation: resolving and laying out the whole list). U4 goes further,
/// as the `pets` command does in a terminal: from the mouse press and release on a voting
/// button to the escape sequences that redraw the changed cells.
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
        let make: () -> Made
    }

    /// A made host: the time it took, the change to time, what to run untimed after each change
    /// (letting an animation finish), and the statistics of the last update.
    private struct Made {
        var first: Double
        var change: () -> Void
        var settle: () -> Void = {}
        var statistics: () -> LayoutStatistics
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
                return Made(first: first, change: { host.tap(on: 0); host.updateIfNeeded() }, statistics: { host.snapshot.statistics })
            })
        }
        all.append(Case(name: "U2 observable 10000 rows", rows: 10_000) {
            let model = RowModel()
            let (host, first) = timed { ViewHost(rootView: ObservingList(count: 10_000, model: model), size: size) }
            return Made(first: first, change: { model.highlighted.toggle(); host.updateIfNeeded() }, statistics: { host.snapshot.statistics })
        })
        all.append(Case(name: "U3 environment 10000 rows", rows: 10_000) {
            let (host, first) = timed { ViewHost(rootView: EnvironmentList(count: 10_000), size: size) }
            return Made(first: first, change: { host.tap(on: "accent"); host.updateIfNeeded() }, statistics: { host.snapshot.statistics })
        })
        all.append(Case(name: "U4 pets vote terminal", rows: Pet.exampleData.count, make: petsVote))
        return all
    }

    /// U4: the pet-voting app in a `TerminalHost` of 50 × 40 cells (the `pets` command's default
    /// 400 × 640 points), drawing to nowhere. One update is a vote for the cat, end to end: the
    /// left button's press and release on the button's cell (`TerminalHost.handle(_:)`), then
    /// `frame()`: the bodies that read the votes, resolving, layout, the display list, the grid of
    /// cells and the escape sequences for the cells that changed. The vote animates the podium;
    /// the clock then moves on (untimed) until it rests, so each update starts from a still screen.
    private static func petsVote() -> Made {
        let session = TerminalSession(write: { _ in })
        let (terminal, first) = timed { () -> TerminalHost<PetVotingView> in
            let terminal = TerminalHost(rootView: PetVotingView(), session: session, columns: 50, rows: 40, log: TerminalLog(path: nil))
            _ = terminal.frame()
            return terminal
        }
        let button = terminal.viewHost.frame(of: "vote-Cat") ?? .zero
        let column = Int(button.midX / terminal.renderer.cellWidth), row = Int(button.midY / terminal.renderer.cellHeight)
        return Made(first: first, change: {
            _ = terminal.handle(.mouse(button: 0, column: column, row: row, isRelease: false))
            _ = terminal.handle(.mouse(button: 0, column: column, row: row, isRelease: true))
            _ = terminal.frame()
        }, settle: {
            terminal.viewHost.advance(by: 2)
            _ = terminal.frame()
        }, statistics: {
            // At rest the host shows the graph of the last update, with that pass's statistics.
            terminal.viewHost.snapshot.statistics
        })
    }

    /// Runs the workloads whose names start with `prefix` (all when nil).
    static func run(only prefix: String?, updates: Int = 10) -> [Result] {
        cases.filter { prefix == nil || $0.name.hasPrefix(prefix!) }.map { item in
            let made = item.make()
            // The closures hold the host. Every update makes the same change, so the counts of the
            // last one stand for all.
            let times = (0..<updates).map { _ in
                let time = timed { made.change() }.1
                made.settle()
                return time
            }
            let statistics = made.statistics()
            let update = times.sorted()[times.count / 2]
            return Result(workload: item.name, rows: item.rows, nodes: statistics.nodeCount,
                          bodies_evaluated: statistics.bodiesEvaluated, nodes_resolved: statistics.nodesResolved,
                          views_placed: statistics.viewsPlaced, first_build_ms: made.first, update_ms: update,
                          update_percent_of_first: 100 * update / made.first, runs: updates)
        }
    }
}
