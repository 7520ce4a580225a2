import Foundation

/// The identifier a ``Namespace`` property holds: a new one when the property is made, the one
/// stored for the view's identity once a host installs it.
final class NamespaceBox {
    var id = Namespace.ID(value: NamespaceBox.next())

    private static let lock = NSLock()
    private nonisolated(unsafe) static var counter: UInt64 = 0

    /// A process-unique number.
    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}
