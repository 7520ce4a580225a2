import Foundation

/// Which string tables the bundles hold, remembered: a `Text` literal looks its key up only when
/// its table exists, so that views without localization pay no file lookup per text.
final class StringTables: @unchecked Sendable {
    /// The process-wide record.
    static let shared = StringTables()

    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    /// Whether `bundle` has a `.strings` or `.stringsdict` table named `table` (in any of its
    /// localizations Foundation searches).
    func hasTable(_ table: String, in bundle: Bundle) -> Bool {
        let key = bundle.bundlePath + "\u{0}" + table
        lock.lock()
        if let answer = known[key] {
            lock.unlock()
            return answer
        }
        lock.unlock()
        let answer = bundle.path(forResource: table, ofType: "strings") != nil
            || bundle.path(forResource: table, ofType: "stringsdict") != nil
        lock.lock()
        known[key] = answer
        lock.unlock()
        return answer
    }
}
