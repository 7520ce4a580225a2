import Foundation

/// A pattern for updating a timeline view as often as its host draws frames.
///
/// In a ``ViewHost`` without a minimum interval every update of the clock is an entry: the
/// content's date is the host's date. With one, entries are that many seconds apart from the
/// date the view appeared. A paused schedule has one entry, the date the view appeared.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least time between entries, or nil for every frame; a value that is not a positive
    /// finite number counts as nil.
    let minimumInterval: Double?
    /// Whether the schedule is paused.
    let paused: Bool

    /// Creates a pattern for updating a timeline view as often as possible.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval between updates, or nil for no limit.
    ///   - paused: Whether updates are paused.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// The dates of the schedule from `startDate`: `startDate`, then every minimum interval (a
    /// sixtieth of a second when there is none); only `startDate` when paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: minimumInterval ?? 1.0 / 60.0, paused: paused)
    }

    /// The sequence of dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        /// The next date, or nil after the one entry of a paused schedule.
        public mutating func next() -> Date? {
            defer { upcoming = paused ? nil : upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}
