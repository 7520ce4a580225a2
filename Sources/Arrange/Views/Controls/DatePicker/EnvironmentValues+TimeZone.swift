import Foundation

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone.current
}

extension EnvironmentValues {
    /// The current time zone that views should use when handling dates: the time a
    /// ``DatePicker`` shows. The system's time zone by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
