import Foundation

/// A schedule for updating a timeline view at explicit points in time.
///
/// The dates must be in increasing order; the view updates at each, and shows the content of the
/// latest one reached (of the date it appeared, before the first).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates, in increasing
    ///   order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates, whatever `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}
