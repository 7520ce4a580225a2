import Foundation

/// The date a timeline view appeared in a host.
final class TimelineStart {
    let date: Date
    init(date: Date) { self.date = date }
}
