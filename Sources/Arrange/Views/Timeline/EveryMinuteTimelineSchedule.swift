import Foundation

/// A schedule for updating a timeline view at the start of every minute.
///
/// Entries are the start date and the start of every minute after it. Minutes start at whole
/// multiples of 60 seconds since 1970 (UTC minutes; every time zone in use has a whole-minute
/// offset).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// The entries from `startDate`: `startDate`, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    /// The start of the minute containing `date`.
    static func minute(of date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }

    /// The sequence of dates of a per-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = EveryMinuteTimelineSchedule.minute(of: upcoming).addingTimeInterval(60) }
            return upcoming
        }
    }
}
