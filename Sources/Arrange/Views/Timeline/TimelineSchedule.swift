import Foundation

/// A type that provides a sequence of dates for use as a schedule.
///
/// A ``TimelineView`` asks its schedule for entries from the date it first appears and updates
/// its content at each; the context's ``TimelineView/Context/date`` is the latest entry reached.
/// In a ``ViewHost`` the host's clock (``ViewHost/date``) decides which entries are reached.
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within a schedule, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date from which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other
    ///     cadence.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate. Arrange's hosts always run at the
    /// normal rate.
    case lowFrequency
}
