import Foundation

/// Shaped texts shared across views and layout passes, keyed by their runs, fonts and font
/// provider: ten thousand labels that repeat a few strings are shaped a few times.
final class ShapedTextCache: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = ShapedTextCache()

    private struct Key: Hashable {
        let runs: [ShapedText.Input]
        /// Held strongly, so that no other provider can take its address while the entry lives.
        let provider: FontProvider
        /// The direction of paragraphs without a strong character (bidirectional text only).
        let layoutDirection: LayoutDirection

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.provider === rhs.provider && lhs.layoutDirection == rhs.layoutDirection && lhs.runs == rhs.runs
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(provider))
            hasher.combine(runs)
        }
    }

    private let lock = NSLock()
    private var entries: [Key: ShapedText] = [:]
    /// When the cache holds this many texts it starts again, bounding its memory.
    private let capacity = 50_000

    /// Forgets every shaped text.
    func removeAll() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }

    /// The shaped text for `inputs`, shaping it on first use.
    func shapedText(for inputs: [ShapedText.Input], provider: FontProvider, layoutDirection: LayoutDirection = .leftToRight) -> ShapedText {
        let key = Key(runs: inputs, provider: provider, layoutDirection: layoutDirection)
        lock.lock()
        if let known = entries[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let shaped = ShapedText(runs: inputs, provider: provider, layoutDirection: layoutDirection)
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = shaped
        lock.unlock()
        return shaped
    }
}
