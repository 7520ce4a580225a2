/// Defines the behavior for the child elements of the new parent element that
/// `accessibilityElement(children:)` creates.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    /// Any child accessibility elements become hidden: the new element has only the properties
    /// set on it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility element's properties are merged into the new element: labels and
    /// values joined with ", ", traits combined, actions gathered.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// Any child accessibility elements become children of the new element: the elements inside
    /// stay, ordered among themselves (sort priority, then position) as one group.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
