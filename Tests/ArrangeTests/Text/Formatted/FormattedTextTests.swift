import XCTest
@testable import Arrange

/// The strings formatted texts show: `Text(_:format:)`, `Text(_:formatter:)`, `Text(_:style:)`,
/// `Text(timerInterval:…)` and the environment's locale. Expected strings are Apple's documented
/// example outputs (pages cited per test) or the output of the named Foundation format style.
final class FormattedTextTests: XCTestCase {
    /// 3 June 2019, 23:23:00 UTC: the date of Apple's `Text.DateStyle` examples ("June 3, 2019",
    /// "11:23PM").
    static let june3 = Date(timeIntervalSince1970: 1_559_604_180)

    /// An environment in UTC with `locale`, its clock at `now`.
    static func environment(locale: String = "en_US", now: Date = june3) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: "UTC")!
        environment.hostDate = now
        return environment
    }

    /// The characters `text` shows in `environment`.
    static func shown(_ text: Text, in environment: EnvironmentValues = environment()) -> String {
        TextModel(text: text, environment: environment).inputs.map(\.string).joined()
    }

    /// Numbers, percentages and currencies in US English, as Foundation's number format styles
    /// write them (https://developer.apple.com/documentation/foundation/formatstyle): grouping
    /// by thousands with ",", "%" after a percentage, "$" before US dollars.
    func testNumberFormatStyles() {
        XCTAssertEqual(Self.shown(Text(1_234_567, format: .number)), "1,234,567")
        XCTAssertEqual(Self.shown(Text(0.25, format: .percent)), "25%")
        XCTAssertEqual(Self.shown(Text(9.99, format: .currency(code: "USD"))), "$9.99")
        XCTAssertEqual(Self.shown(Text(3.14159, format: .number.precision(.fractionLength(2)))), "3.14")
    }

    /// The environment's locale formats the value: German groups with "." and separates decimals
    /// with "," (CLDR's de number symbols); the default is US English whatever the machine's locale.
    func testLocaleComesFromTheEnvironment() {
        XCTAssertEqual(Self.shown(Text(1234.5, format: .number), in: Self.environment(locale: "de_DE")), "1.234,5")
        XCTAssertEqual(EnvironmentValues().locale.identifier, "en_US")
        XCTAssertEqual(Self.shown(Text(1234.5, format: .number), in: EnvironmentValues()), "1,234.5")
    }

    /// Dates with a `Date.FormatStyle` in the environment's locale (the style's own time zone).
    func testDateFormatStyle() {
        let style = Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(Self.shown(Text(Self.june3, format: style)), "June 3, 2019")
    }

    /// `Text(_:formatter:)` uses the formatter as it is, once.
    func testFormatter() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(Self.shown(Text(NSNumber(value: 0.5), formatter: formatter)), "50%")
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        XCTAssertEqual(Self.shown(Text(Self.june3, formatter: dates)), "2019-06-03")
    }

    /// Two formatted texts are equal when their values and styles are, so that an unchanged text
    /// is not redrawn; a different value or style makes them differ.
    func testFormattedTextsCompareByValueAndStyle() {
        XCTAssertEqual(Text(42, format: .number), Text(42, format: .number))
        XCTAssertNotEqual(Text(42, format: .number), Text(43, format: .number))
        XCTAssertNotEqual(Text(0.5, format: .number), Text(0.5, format: .percent))
        XCTAssertEqual(Text(Self.june3, style: .timer), Text(Self.june3, style: .timer))
        XCTAssertNotEqual(Text(Self.june3, style: .timer), Text(Self.june3, style: .relative))
    }

    /// `.date` and `.time`: Apple's examples "June 3, 2019" and "11:23PM"
    /// (https://developer.apple.com/documentation/swiftui/text/datestyle/date, …/time). Foundation
    /// puts a (narrow no-break) space before "PM", as iOS does today.
    func testDateAndTimeStyles() {
        XCTAssertEqual(Self.shown(Text(Self.june3, style: .date)), "June 3, 2019")
        let time = Self.shown(Text(Self.june3, style: .time)).replacingOccurrences(of: "\u{202F}", with: " ")
        XCTAssertEqual(time, "11:23 PM")
    }

    /// `.relative`: Apple's examples "2 hours, 23 minutes" and "1 year, 1 month"
    /// (https://developer.apple.com/documentation/swiftui/text/datestyle/relative), for dates
    /// before and after now alike.
    func testRelativeStyle() {
        let now = Self.june3
        func shown(_ offset: TimeInterval) -> String {
            Self.shown(Text(now.addingTimeInterval(offset), style: .relative), in: Self.environment(now: now))
        }
        XCTAssertEqual(shown(2 * 3600 + 23 * 60), "2 hours, 23 minutes")
        XCTAssertEqual(shown(-(2 * 3600 + 23 * 60 + 40)), "2 hours, 23 minutes")
        XCTAssertEqual(shown(5), "5 seconds")
        XCTAssertEqual(shown(1), "1 second")
        XCTAssertEqual(shown(0), "0 seconds")
        // 3 June 2019 + 1 year 1 month = 3 July 2020 (Gregorian calendar).
        let later = Calendar(identifier: .gregorian).date(byAdding: DateComponents(year: 1, month: 1), to: now)!
        XCTAssertEqual(Self.shown(Text(later, style: .relative), in: Self.environment(now: now)), "1 year, 1 month")
    }

    /// `.offset`: Apple's examples "+2 hours" and "-3 months"
    /// (https://developer.apple.com/documentation/swiftui/text/datestyle/offset): "+" for a later
    /// date, "-" for an earlier one.
    func testOffsetStyle() {
        let now = Self.june3
        XCTAssertEqual(Self.shown(Text(now.addingTimeInterval(7200), style: .offset), in: Self.environment(now: now)), "+2 hours")
        // 3 March 2019 is 3 months before 3 June 2019.
        let earlier = Calendar(identifier: .gregorian).date(byAdding: DateComponents(month: -3), to: now)!
        XCTAssertEqual(Self.shown(Text(earlier, style: .offset), in: Self.environment(now: now)), "-3 months")
    }

    /// `.timer`: Apple's examples "2:32" and "36:59:01"
    /// (https://developer.apple.com/documentation/swiftui/text/datestyle/timer): minutes and
    /// seconds under an hour, hours not limited to 24 above.
    func testTimerStyle() {
        let now = Self.june3
        func shown(_ offset: TimeInterval) -> String {
            Self.shown(Text(now.addingTimeInterval(offset), style: .timer), in: Self.environment(now: now))
        }
        XCTAssertEqual(shown(152), "2:32")
        XCTAssertEqual(shown(36 * 3600 + 59 * 60 + 1), "36:59:01")
        XCTAssertEqual(shown(-5), "0:05")
        XCTAssertEqual(shown(4.5), "0:05", "a later date counts whole seconds rounded up")
        XCTAssertEqual(shown(-5.5), "0:05", "an earlier date counts whole seconds rounded down")
    }

    /// A timer text in a host counts with the host's clock: a date 5 s ahead shows "0:05", then
    /// "0:04" once `advance(by: 1)` crosses the second, "0:00" at the date, and counts up after.
    func testTimerUpdatesWithTheHostClock() {
        let host = ViewHost(rootView: AnyView(EmptyView()), size: CGSize(width: 200, height: 50))
        let target = host.date.addingTimeInterval(5)
        host.update(rootView: AnyView(Text(target, style: .timer)))
        func shown() -> String { texts(host.displayList).map(\.string).joined() }
        XCTAssertEqual(shown(), "0:05")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(), "0:05")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(), "0:04")
        host.advance(by: 4)
        XCTAssertEqual(shown(), "0:00")
        host.advance(by: 3)
        XCTAssertEqual(shown(), "0:03")
    }

    /// A relative text changes when the clock crosses a second: "5 seconds" becomes "6 seconds".
    func testRelativeTextUpdatesWithTheHostClock() {
        let host = ViewHost(rootView: AnyView(EmptyView()), size: CGSize(width: 200, height: 50))
        host.update(rootView: AnyView(Text(host.date.addingTimeInterval(-5), style: .relative)))
        func shown() -> String { texts(host.displayList).map(\.string).joined() }
        XCTAssertEqual(shown(), "5 seconds")
        host.advance(by: 1)
        XCTAssertEqual(shown(), "6 seconds")
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: counting down a 90-second interval
    /// shows "1:30" at its start and "1:00" 30 s in; counting up shows "0:30"; paused at 10 s in
    /// it stays at "1:20"; without hours, 65 minutes show as "65:00".
    func testTimerInterval() {
        let start = Self.june3
        let interval = start...start.addingTimeInterval(90)
        let at30 = Self.environment(now: start.addingTimeInterval(30))
        XCTAssertEqual(Self.shown(Text(timerInterval: interval), in: Self.environment(now: start)), "1:30")
        XCTAssertEqual(Self.shown(Text(timerInterval: interval), in: at30), "1:00")
        XCTAssertEqual(Self.shown(Text(timerInterval: interval, countsDown: false), in: at30), "0:30")
        XCTAssertEqual(Self.shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(10)), in: at30), "1:20")
        let hour = start...start.addingTimeInterval(3900)
        XCTAssertEqual(Self.shown(Text(timerInterval: hour, showsHours: false), in: Self.environment(now: start)), "65:00")
        XCTAssertEqual(Self.shown(Text(timerInterval: hour), in: Self.environment(now: start)), "1:05:00")
        // After the interval's end a countdown stays at zero.
        XCTAssertEqual(Self.shown(Text(timerInterval: interval), in: Self.environment(now: start.addingTimeInterval(200))), "0:00")
    }
}
