import Foundation

extension Text.DateStyle {
    /// `date` in this style at `context`'s now, and when the string next changes.
    ///
    /// `.date` is Foundation's long date without time and `.time` its short time without date
    /// (Apple's examples: "June 3, 2019", "11:23PM"), in the context's locale, calendar and time
    /// zone. The others count whole seconds between now and the date: a later date rounded up
    /// (a date 4.5 s ahead is "0:05"), an earlier one rounded down, changing at every second.
    func format(_ date: Date, in context: Text.FormattedContent.Context) -> (string: String, nextChange: Date?) {
        switch kind {
        case .date:
            return (Date.FormatStyle(date: .long, time: .omitted, locale: context.locale, calendar: context.calendar,
                                     timeZone: context.timeZone).format(date), nil)
        case .time:
            return (Date.FormatStyle(date: .omitted, time: .shortened, locale: context.locale, calendar: context.calendar,
                                     timeZone: context.timeZone).format(date), nil)
        case .relative, .offset, .timer:
            let interval = date.timeIntervalSince(context.now)
            let seconds: Int, next: Date
            if interval > 0 {
                seconds = Int(interval.rounded(.up))
                next = date.addingTimeInterval(-Double(seconds - 1))
            } else {
                seconds = Int((-interval).rounded(.down))
                next = date.addingTimeInterval(Double(seconds + 1))
            }
            switch kind {
            case .timer:
                return (Self.timerString(seconds: seconds, showsHours: true), next)
            case .relative:
                return (Self.unitsString(seconds: seconds, later: interval > 0, of: date, calendar: context.calendar, timeZone: context.timeZone), next)
            default:
                let units = Self.unitsString(seconds: seconds, later: interval > 0, of: date, calendar: context.calendar, timeZone: context.timeZone)
                return (seconds == 0 ? units : (interval > 0 ? "+" : "-") + units, next)
            }
        }
    }

    /// A timer's "m:ss", or "h:mm:ss" from an hour when `showsHours` (hours are not limited:
    /// "36:59:01"), for a whole number of seconds.
    static func timerString(seconds: Int, showsHours: Bool) -> String {
        let seconds = Swift.max(seconds, 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && seconds >= 3600 {
            return "\(seconds / 3600):\(two(seconds % 3600 / 60)):\(two(seconds % 60))"
        }
        return "\(seconds / 60):\(two(seconds % 60))"
    }

    /// The two largest calendar units that are not zero between a date and the moment `seconds`
    /// away from it (before it when `later`), in full English words: "2 hours, 23 minutes",
    /// "1 year, 1 month", "0 seconds" for none.
    static func unitsString(seconds: Int, later: Bool, of date: Date, calendar: Calendar, timeZone: TimeZone) -> String {
        var calendar = calendar
        calendar.timeZone = timeZone
        let (from, to) = later ? (date.addingTimeInterval(-Double(seconds)), date) : (date, date.addingTimeInterval(Double(seconds)))
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        let units: [(Int?, String)] = [(components.year, "year"), (components.month, "month"), (components.day, "day"),
                                       (components.hour, "hour"), (components.minute, "minute"), (components.second, "second")]
        let shown = units.compactMap { value, name -> String? in
            guard let value, value != 0 else { return nil }
            return "\(value) \(name)\(value == 1 ? "" : "s")"
        }.prefix(2)
        return shown.isEmpty ? "0 seconds" : shown.joined(separator: ", ")
    }
}
