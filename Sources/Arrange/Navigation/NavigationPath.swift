/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) {
///     List { NavigationLink("Mint", value: Color.mint) }
///         .navigationDestination(for: Color.self) { ColorDetail(color: $0) }
/// }
/// ```
///
/// Each element is a pushed view: the stack shows the destination that the innermost
/// `navigationDestination(for:destination:)` registered for the element's type. The Codable
/// representation (`codable`) is not provided (Docs/Differences.md, "Navigation and tabs").
public struct NavigationPath: Equatable {
    /// The elements, oldest (bottom of the stack) first.
    var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// - Parameter elements: A sequence used to create the navigation path.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    ///
    /// - Parameter value: The value to append: its type selects the destination.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path: `k` of them, or all when the path holds fewer
    /// (SwiftUI traps there; Arrange empties the path, Docs/Differences.md, "Navigation and tabs").
    ///
    /// - Parameter k: The number of values to remove. The default value is 1.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.max(0, Swift.min(k, elements.count)))
    }
}
