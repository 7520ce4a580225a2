import Foundation

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

extension EnvironmentValues {
    /// The current locale that views should use: the one `Text(_:format:)`, `Text(_:style:)` and
    /// the numbers and dates interpolated into a `LocalizedStringKey` are formatted in.
    ///
    /// US English (`en_US`) by default, whatever the machine's settings, so that a server renders
    /// the same text everywhere; SwiftUI starts from the user's current locale (see
    /// Docs/Differences.md, "Formatted text").
    ///
    /// ```swift
    /// Text(1234.5, format: .number)                       // "1,234.5"
    ///     .environment(\.locale, Locale(identifier: "de_DE")) // "1.234,5"
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: the one
    /// `Text(_:style:)` counts relative dates and offsets in. The Gregorian calendar by default
    /// (SwiftUI: the user's current calendar; see Docs/Differences.md, "Formatted text").
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
