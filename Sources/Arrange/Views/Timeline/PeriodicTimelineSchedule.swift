import Foundation

/// A schedule for updating a timeline view at regular intervals.
///
/// Entries are the schedule's start date and every `interval` seconds after it. An interval that
/// is not a positive finite number gives one entry, the start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval?

    /// Creates a periodic update schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : nil
    }

    /// The entries from `startDate`: the latest entry of the schedule at or before `startDate`
    /// (the schedule's first when `startDate` is earlier), then every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: entry(atOrBefore: startDate) ?? self.startDate, interval: interval)
    }

    /// The latest entry at or before `date`, or nil when `date` is before the first.
    func entry(atOrBefore date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(startDate)
        guard elapsed >= 0 else { return nil }
        guard let interval else { return startDate }
        return startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    }

    /// The sequence of dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval?

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { upcoming?.addingTimeInterval($0) } }
            return upcoming
        }
    }
}
