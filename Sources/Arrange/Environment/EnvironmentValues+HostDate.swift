import Foundation

private struct HostDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// The date of the host's clock (``ViewHost/date``) when a host resolves the tree; nil
    /// elsewhere, where timeline views use the current date.
    var hostDate: Date? {
        get { self[HostDateKey.self] }
        set { self[HostDateKey.self] = newValue }
    }
}
