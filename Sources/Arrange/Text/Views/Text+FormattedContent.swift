import Foundation

extension Text {
    /// Content formatted when the text is resolved, in its environment: a value with a format
    /// style (`Text(_:format:)`), a date with a date style (`Text(_:style:)`), a timer interval.
    ///
    /// The formatting runs against the environment's locale, calendar and time zone and the
    /// host's clock, and says when its string next changes so that the host updates the text then
    /// (``ViewHost/advance(by:)``).
    struct FormattedContent: Equatable, @unchecked Sendable {
        /// What formatting sees.
        struct Context {
            var locale: Locale
            var calendar: Calendar
            var timeZone: TimeZone
            /// The host's clock (``ViewHost/date``), else the current date.
            var now: Date

            init(environment: EnvironmentValues) {
                locale = environment.locale
                calendar = environment.calendar
                timeZone = environment.timeZone
                now = environment.hostDate ?? Date()
            }

            init(locale: Locale, calendar: Calendar, timeZone: TimeZone, now: Date) {
                (self.locale, self.calendar, self.timeZone, self.now) = (locale, calendar, timeZone, now)
            }
        }

        /// The string for a context, and the date after which it shows another string (nil:
        /// never by itself).
        let format: (Context) -> (string: String, nextChange: Date?)
        /// What the content was made from (the input and its style), compared for equality.
        let source: any Equatable

        init(source: any Equatable, format: @escaping (Context) -> (string: String, nextChange: Date?)) {
            self.source = source
            self.format = format
        }

        static func == (lhs: FormattedContent, rhs: FormattedContent) -> Bool {
            func equal<T: Equatable>(_ value: T, _ other: any Equatable) -> Bool { (other as? T) == value }
            return equal(lhs.source, rhs.source)
        }
    }

    private static let fallbackLocale = Locale(identifier: "en_US")
    private static let fallbackCalendar = Calendar(identifier: .gregorian)
    private static let fallbackTimeZone = TimeZone(identifier: "UTC") ?? .current

    /// A text of one run showing `content`; its stored string is the content formatted in US
    /// English at the current date, what `Text` reports outside an environment.
    init(formatted content: FormattedContent) {
        let fallback = FormattedContent.Context(locale: Self.fallbackLocale, calendar: Self.fallbackCalendar,
                                                timeZone: Self.fallbackTimeZone, now: Date())
        var run = Run(content.format(fallback).string)
        run.formatted = content
        runs = [run]
    }
}

extension Text.Run {
    /// The run's characters in `environment`: its formatted content's string there, else its
    /// string.
    func resolvedString(in environment: EnvironmentValues) -> String {
        formatted?.format(Text.FormattedContent.Context(environment: environment)).string ?? string
    }
}

extension Text {
    /// The earliest date after which a run of this text, resolved in `environment`, shows another
    /// string (a relative date or a timer crossing a second), if any.
    func nextChange(in environment: EnvironmentValues) -> Date? {
        var earliest: Date?
        for run in runs {
            guard let content = run.formatted,
                  let next = content.format(FormattedContent.Context(environment: environment)).nextChange else { continue }
            if earliest.map({ next < $0 }) ?? true { earliest = next }
        }
        return earliest
    }
}
