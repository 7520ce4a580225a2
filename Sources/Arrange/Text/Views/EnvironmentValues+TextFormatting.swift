private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the
    /// text into the available space (false by default).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Whether text takes the height of its whole line limit even with fewer lines
    /// (`lineLimit(_:reservesSpace:)`).
    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }
}
