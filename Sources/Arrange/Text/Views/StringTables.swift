import Foundation

/// Which string tables the bundles hold, remembered: a `Text` literal looks its key up only when
/// its table exists, so that views without localization pay no file lookup per text.
final class StringTables: @unchecked Sendable {
    /// The process-wide record.
    static let shared = StringTables()

    private let lock = NSLock()
    /// Per bundle (kept alive here, so that its identity is never another bundle's), whether each
    /// table asked about exists. Keyed by identity: `Bundle.bundlePath` builds a new string on
    /// every call, which cost more than the lookup (Benchmarks/README.md, "Updates").
    private var known: [ObjectIdentifier: (bundle: Bundle, tables: [String: Bool])] = [:]

    /// Whether `bundle` has a `.strings` or `.stringsdict` table named `table` (in any of its
    /// localizations Foundation searches).
    func hasTable(_ table: String, in bundle: Bundle) -> Bool {
        let key = ObjectIdentifier(bundle)
        lock.lock()
        if let answer = known[key]?.tables[table] {
            lock.unlock()
            return answer
        }
        lock.unlock()
        let answer = bundle.path(forResource: table, ofType: "strings") != nil
            || bundle.path(forResource: table, ofType: "stringsdict") != nil
        lock.lock()
        known[key, default: (bundle, [:])].tables[table] = answer
        lock.unlock()
        return answer
    }
}
