import Foundation

/// Which entry of a schedule a timeline view shows at a date, and when it next changes.
enum TimelineClock {
    /// The most entries read from a schedule of another kind than Arrange's own to find the one
    /// reached; past it the last one read is shown and no further update is scheduled.
    static let entryLimit = 100_000

    /// The entry of `schedule` that a timeline view which appeared at `start` shows at `now`: the
    /// latest entry at or before `now` (`start` when none is), and the next entry after `now`.
    static func entry<S: TimelineSchedule>(of schedule: S, appearedAt start: Date, now: Date) -> (date: Date, next: Date?) {
        if let animation = schedule as? AnimationTimelineSchedule {
            return entry(of: animation, appearedAt: start, now: now)
        }
        if let periodic = schedule as? PeriodicTimelineSchedule {
            guard let current = periodic.entry(atOrBefore: now) else { return (start, periodic.startDate) }
            return (current, periodic.interval.map { current.addingTimeInterval($0) })
        }
        if schedule is EveryMinuteTimelineSchedule {
            let minute = EveryMinuteTimelineSchedule.minute(of: now)
            return (max(start, minute), minute.addingTimeInterval(60))
        }
        var current = start
        var read = 0
        for date in schedule.entries(from: start, mode: .normal) {
            if date > now { return (current, date) }
            current = date
            read += 1
            if read >= entryLimit { break }
        }
        return (current, nil)
    }

    private static func entry(of schedule: AnimationTimelineSchedule, appearedAt start: Date, now: Date) -> (date: Date, next: Date?) {
        if schedule.paused { return (start, nil) }
        guard let interval = schedule.minimumInterval else {
            // Every change of the clock is a frame.
            return (now, Date(timeIntervalSinceReferenceDate: now.timeIntervalSinceReferenceDate.nextUp))
        }
        let steps = (max(0, now.timeIntervalSince(start)) / interval).rounded(.down)
        let current = start.addingTimeInterval(steps * interval)
        return (current, current.addingTimeInterval(interval))
    }
}
