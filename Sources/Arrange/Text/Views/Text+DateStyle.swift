import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    ///
    /// ```swift
    /// Text(event.startDate, style: .date)      // "June 3, 2019"
    /// Text(event.startDate, style: .time)      // "11:23 PM"
    /// Text(event.startDate, style: .relative)  // "2 hours, 23 minutes"
    /// Text(event.startDate, style: .offset)    // "+2 hours"
    /// Text(event.startDate, style: .timer)     // "2:32"
    /// ```
    ///
    /// Dates are formatted in the environment's locale, calendar and time zone; "now" is the
    /// host's clock (``ViewHost/date``), and relative, offset and timer texts update as it
    /// advances (see Docs/Differences.md, "Formatted text").
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// A style displaying a date, such as "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// A style displaying only the time component for a date, such as "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date as relative to now, such as "2 hours, 23 minutes" or
        /// "1 year, 1 month": the two largest units that are not zero.
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now, such as "+2 hours" or "-3 months": the
        /// relative style with "+" for a date after now and "-" for one before.
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now, such as "2:32" or "36:59:01":
        /// down to a later date, up from an earlier one.
        public static let timer = DateStyle(kind: .timer)
    }

    private struct DateSource: Equatable {
        let date: Date
        let style: DateStyle
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// - Parameters:
    ///   - date: The target date to display.
    ///   - style: The style used when displaying a date.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: FormattedContent(source: DateSource(date: date, style: style)) { context in
            style.format(date, in: context)
        })
    }

    private struct TimerSource: Equatable {
        let interval: ClosedRange<Date>
        let pauseTime: Date?
        let countsDown: Bool
        let showsHours: Bool
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(90), countsDown: true)  // "1:30"
    /// ```
    ///
    /// - Parameters:
    ///   - timerInterval: The interval between where to run the timer.
    ///   - pauseTime: If present, the date at which to pause the timer; the text shows the time
    ///     at that date from then on.
    ///   - countsDown: Whether to count down (the time left until the interval's end) or up
    ///     (the time since its start).
    ///   - showsHours: Whether to show hours ("1:05:00"); without them, minutes go past 59
    ///     ("65:00").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let source = TimerSource(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(formatted: FormattedContent(source: source) { context in
            var now = Swift.min(Swift.max(context.now, timerInterval.lowerBound), timerInterval.upperBound)
            if let pauseTime { now = Swift.min(now, Swift.max(pauseTime, timerInterval.lowerBound)) }
            let running = context.now < timerInterval.upperBound && pauseTime.map { context.now < $0 } ?? true
            // Counting down shows the time left rounded up, counting up the time elapsed rounded
            // down, so that the first and last seconds both show (a 5-second timer starts at 0:05).
            let seconds: Int
            let next: Date?
            if countsDown {
                let left = timerInterval.upperBound.timeIntervalSince(now)
                seconds = Int(left.rounded(.up))
                next = running ? timerInterval.upperBound.addingTimeInterval(-Double(seconds - 1)) : nil
            } else {
                let elapsed = now.timeIntervalSince(timerInterval.lowerBound)
                seconds = Int(elapsed.rounded(.down))
                next = running ? timerInterval.lowerBound.addingTimeInterval(Double(seconds + 1)) : nil
            }
            let shown = DateStyle.timerString(seconds: seconds, showsHours: showsHours)
            return (shown, next.map { Swift.max($0, context.now) })
        })
    }
}
