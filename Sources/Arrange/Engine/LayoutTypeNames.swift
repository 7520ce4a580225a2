import Foundation

/// The names of layout (and shape) types as the snapshot's tree, diagnostics and display-list items show them,
/// found once per type: `String(describing:)` demangles the name and checks the type's
/// conformances on every call, and a display list names every node it paints.
enum LayoutTypeNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]

    /// `String(describing: type)`, from the cache after the first call.
    static func name(of type: any Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = names[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Found outside the lock: describing a type may instantiate metadata.
        let found = String(describing: type)
        lock.lock()
        names[key] = found
        lock.unlock()
        return found
    }
}
