/// A problem the engine found and repaired during layout: a non-finite or negative size, a
/// non-finite position, a subview placed outside `placeSubviews`, and so on.
///
/// Layout never propagates such values: it replaces them (with zero, or the container's origin)
/// and records what it did here.
public struct LayoutDiagnostic: Equatable, CustomStringConvertible, Sendable {
    /// What was wrong and how it was repaired.
    public var message: String
    /// The type of the view or layout that produced the value.
    public var source: String
    /// The path of the view in the tree, from the root, as type names.
    public var path: String

    /// A line such as `MyLayout returned a NaN width; used 0 (at VStack > MyLayout)`.
    public var description: String {
        "\(source): \(message) (at \(path))"
    }
}
