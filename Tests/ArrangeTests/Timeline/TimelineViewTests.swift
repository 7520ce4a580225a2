import XCTest
@testable import Arrange

/// `TimelineView` driven by a `ViewHost`'s clock.
///
/// Apple's documentation of `TimelineView`: "A view that updates according to a schedule that you
/// provide"; the context's `date` is "The date from the schedule that triggered the current view
/// update". Of the schedules: `periodic(from:by:)` updates "at regular intervals" from its start
/// date; `everyMinute` "at the start of every minute"; `explicit(_:)` "at explicit points in time";
/// `animation(minimumInterval:paused:)` "as often as possible", no more often than the minimum
/// interval, and not while paused. Before a schedule's first entry the content shows the date the
/// view appeared (Docs/Differences.md, "Drawing and motion").
final class TimelineViewTests: XCTestCase {
    /// The dates the content was made with, in order.
    final class DateLog {
        var dates: [Date] = []
        var cadences: [TimelineViewDefaultContext.Cadence] = []
    }

    struct Probe<S: TimelineSchedule>: View {
        let schedule: S
        let log: DateLog
        var body: some View {
            TimelineView(schedule) { context in
                let _ = log.dates.append(context.date)
                let _ = log.cadences.append(context.cadence)
                Color.red.frame(width: 10, height: 10).id("probe")
            }
        }
    }

    private func host<S: TimelineSchedule>(_ schedule: S, log: DateLog) -> ViewHost<Probe<S>> {
        ViewHost(rootView: Probe(schedule: schedule, log: log), size: CGSize(width: 100, height: 100))
    }

    /// `.animation`: every move of the clock is a frame, dated the host's date.
    func testAnimationScheduleFollowsTheHostsClock() {
        let log = DateLog()
        let host = host(.animation, log: log)
        XCTAssertEqual(log.dates.last, host.startDate)
        host.advance(by: 0.5)
        XCTAssertEqual(log.dates.last, host.startDate.addingTimeInterval(0.5))
        host.advance(by: 0.25)
        XCTAssertEqual(log.dates.last, host.date)
        XCTAssertEqual(log.dates.count, 3)
        XCTAssertEqual(log.cadences.last, .live)
    }

    /// `.animation(minimumInterval: 0.25)`: entries 0.25 s apart from the appearance; the view
    /// is not updated between them.
    func testAnimationScheduleWithAMinimumInterval() {
        let log = DateLog()
        let host = host(.animation(minimumInterval: 0.25), log: log)
        host.advance(by: 0.1)
        XCTAssertEqual(log.dates, [host.startDate])
        host.advance(by: 0.2)   // 0.3 s: the entry at 0.25 s
        XCTAssertEqual(log.dates.last, host.startDate.addingTimeInterval(0.25))
        host.advance(by: 0.5)   // 0.8 s: the entry at 0.75 s
        XCTAssertEqual(log.dates.last, host.startDate.addingTimeInterval(0.75))
        XCTAssertEqual(log.dates.count, 3)
    }

    /// A paused animation schedule never updates the view.
    func testPausedAnimationScheduleDoesNotUpdate() {
        let log = DateLog()
        let host = host(.animation(paused: true), log: log)
        host.advance(by: 2)
        XCTAssertEqual(log.dates, [host.startDate])
    }

    /// `.periodic(from:by:)` starting half a second after the host: the appearance date before it,
    /// then the latest entry of the series start + 0.5 + k.
    func testPeriodicScheduleUpdatesAtItsEntries() {
        let log = DateLog()
        let host = host(.periodic(from: .distantFuture, by: 1), log: log)
        let origin = host.startDate.addingTimeInterval(0.5)
        host.update(rootView: Probe(schedule: .periodic(from: origin, by: 1), log: log))
        XCTAssertEqual(log.dates.last, host.startDate)
        let count = log.dates.count
        host.advance(by: 0.4)
        XCTAssertEqual(log.dates.count, count, "no entry reached at 0.4 s")
        host.advance(by: 0.2)
        XCTAssertEqual(log.dates.last, origin)
        host.advance(by: 1)
        XCTAssertEqual(log.dates.last, origin.addingTimeInterval(1))
    }

    /// `.everyMinute`: after a minute, the start of the minute the clock is in (a whole multiple
    /// of 60 s since 1970).
    func testEveryMinuteScheduleShowsTheStartOfTheMinute() {
        let log = DateLog()
        let host = host(.everyMinute, log: log)
        XCTAssertEqual(log.dates.last, host.startDate)
        host.advance(by: 61)
        let minute = (host.date.timeIntervalSince1970 / 60).rounded(.down) * 60
        XCTAssertEqual(log.dates.last?.timeIntervalSince1970, minute)
    }

    /// `.explicit(_:)`: the dates given, and nothing after the last.
    func testExplicitScheduleUpdatesAtItsDates() {
        let log = DateLog()
        let host = host(.explicit([Date.distantFuture]), log: log)
        let first = host.startDate.addingTimeInterval(1), second = host.startDate.addingTimeInterval(2)
        host.update(rootView: Probe(schedule: .explicit([first, second]), log: log))
        host.advance(by: 1.5)
        XCTAssertEqual(log.dates.last, first)
        host.advance(by: 1)
        XCTAssertEqual(log.dates.last, second)
        let count = log.dates.count
        host.advance(by: 10)
        XCTAssertEqual(log.dates.count, count)
    }

    /// The schedules' entry sequences, as `entries(from:mode:)` gives them.
    func testEntrySequences() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        XCTAssertEqual(Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3)),
                       [start, start.addingTimeInterval(0.5), start.addingTimeInterval(1)])
        XCTAssertEqual(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).prefix(3)), [start])
        let periodic = PeriodicTimelineSchedule(from: start, by: 10)
        XCTAssertEqual(Array(periodic.entries(from: start.addingTimeInterval(25), mode: .normal).prefix(2)),
                       [start.addingTimeInterval(20), start.addingTimeInterval(30)])
        // 1000 s after the reference date is 978_308_200 s after 1970: minutes at …180 and …240.
        let minutes = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        XCTAssertEqual(minutes.map(\.timeIntervalSince1970), [978_308_200, 978_308_220, 978_308_280])
    }

    /// Bad input: a periodic interval that is not a positive finite number gives one entry, the
    /// start; an animation's minimum interval that is not one counts as none.
    func testUnusableIntervals() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        for interval in [0, -1, TimeInterval.nan, .infinity] {
            XCTAssertEqual(Array(PeriodicTimelineSchedule(from: start, by: interval).entries(from: start, mode: .normal).prefix(3)), [start], "\(interval)")
        }
        let log = DateLog()
        let host = host(.animation(minimumInterval: -1), log: log)
        host.advance(by: 0.01)
        XCTAssertEqual(log.dates.last, host.date)
    }

    /// A `LayoutSnapshot` shows the entry reached now: for `.animation`, the current date.
    func testSnapshotsUseTheCurrentDate() {
        let log = DateLog()
        let before = Date()
        _ = LayoutSnapshot(of: Probe(schedule: .animation, log: log), in: CGSize(width: 100, height: 100))
        let after = Date()
        XCTAssertEqual(log.dates.count, 1)
        XCTAssertTrue(log.dates[0] >= before && log.dates[0] <= after)
    }
}
