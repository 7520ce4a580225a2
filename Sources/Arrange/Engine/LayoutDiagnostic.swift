/// A problem the engine found and repaired during layout: a non-finite or negative size, a
/// non-finite position, a subview placed outside `placeSubviews`, and so on.
///
/// Layout never propagates such values: it replaces them (with zero, or the container's origin)
/// and records what it did here. Each entry names the view's type (``source``), where the view is
/// in the tree (``path`` by type names, ``identityPath`` with positions and explicit ids), the
/// contract that was broken (``rule``) and what was done about it (``message``):
///
/// ```
/// FixedAnswer at VStack > FixedAnswer[1]: sizeThatFits returned a NaN width for proposal 100×100; used 0 (rule: sizes are not NaN)
/// ```
///
/// SwiftUI has no such list (it logs some of these to the console, and silently repairs others);
/// see `Docs/Differences.md`.
public struct LayoutDiagnostic: Equatable, CustomStringConvertible, Sendable {
    /// What was wrong and how it was repaired.
    public var message: String
    /// The type of the view or layout that produced the value.
    public var source: String
    /// The path of the view in the tree, from the root, as type names.
    public var path: String
    /// The view's structural identity, from the root: each view's type name with its position
    /// among its container's subviews in brackets, and its explicit `.id(_:)` when it has one, as
    /// in `VStack > HStack[1] > MyLayout[0] id: "chart"`.
    public var identityPath: String
    /// The rule of the layout contract that was broken.
    public var rule: Rule

    /// Makes a diagnostic.
    ///
    /// - Parameters:
    ///   - message: What was wrong and how it was repaired.
    ///   - source: The type of the view or layout that produced the value.
    ///   - path: The path of the view in the tree, as type names.
    ///   - identityPath: The view's structural identity path; `path` when not given.
    ///   - rule: The rule that was broken.
    public init(message: String, source: String, path: String, identityPath: String? = nil, rule: Rule = .validArguments) {
        self.message = message
        self.source = source
        self.path = path
        self.identityPath = identityPath ?? path
        self.rule = rule
    }

    /// A line such as
    /// `MyLayout at VStack > MyLayout[0]: sizeThatFits returned a NaN width …; used 0 (rule: sizes are not NaN)`.
    public var description: String {
        "\(source) at \(identityPath): \(message) (rule: \(rule))"
    }
}
