import Foundation

/// The `TypeFacts` found so far in the process, shared by every builder: a builder's own
/// `TypeFactsTable` asks here on its first meeting with a type, so that the conformance checks
/// behind the facts run once per type in the process, not once per build.
///
/// The runtime's answer to a failed conformance check (`Color is BuiltinLayout`) is slow, tens
/// of thousands of instructions, and most checks behind the facts fail. A lock guards the
/// dictionaries; it is taken once per type and build, never per node.
final class TypeFactsCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = TypeFactsCache()

    /// The kinds of type a builder keeps facts on, each in its own dictionary: one type can be a
    /// view and a modifier at once.
    enum Kind: Int {
        case view, modifier, layout
    }

    private let lock = NSLock()
    private var facts: [[ObjectIdentifier: TypeFacts]] = [[:], [:], [:]]

    /// The facts of `type` as a `kind`, found by `make` on first need.
    func facts(of type: ObjectIdentifier, as kind: Kind, make: () -> TypeFacts) -> TypeFacts {
        lock.lock()
        if let known = facts[kind.rawValue][type] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Found outside the lock: conformance checks may instantiate metadata, which must not
        // wait on this lock. Two threads may both find them; they find the same facts.
        let found = make()
        lock.lock()
        facts[kind.rawValue][type] = found
        lock.unlock()
        return found
    }
}
