import Foundation

/// An action that opens a URL: read it as the environment's `openURL`, call it as a function.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://www.example.com")!) }
///
/// Link("Terms", destination: terms)
///     .environment(\.openURL, OpenURLAction { url in
///         show(url)
///         return .handled
///     })
/// ```
///
/// A ``Link`` activated in a ``ViewHost`` calls the action of its environment. The default
/// action asks the system to open the URL, which Arrange's hosts cannot: it discards the URL, and
/// a completion handler is told `false`.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The handler asks the system to open the modified URL.
        ///
        /// - Parameter url: The URL that the handler asks the system to open.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .systemAction(url))
        }
    }

    nonisolated(unsafe) let handler: (URL) -> Result

    /// Creates an action that opens a URL.
    ///
    /// - Parameter handler: The closure to run for the given URL; it returns the outcome.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// The system's action (the environment's default), made outside the main actor: it asks
    /// the system to open every URL.
    nonisolated init(systemDefault: Void) {
        self.handler = { _ in .systemAction }
    }

    /// Opens a URL, following system conventions.
    ///
    /// - Parameter url: The URL to open.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Asynchronously opens a URL, following system conventions.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - completion: Called with whether the URL was opened: true for `.handled`, false for
    ///     `.discarded` and for a system action (Arrange's hosts have no system to ask).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Runs the handler; whether the URL was opened.
    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded, .systemAction: return false
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction(systemDefault: ())
}

extension EnvironmentValues {
    /// An action that opens a URL: a ``Link`` calls it when activated.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
