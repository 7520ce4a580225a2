/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// The text styles of ``Font`` scale with it by the sizes in Apple's Human Interface Guidelines
/// (Typography, iOS Dynamic Type sizes); ``large`` is the default. Set it for a subtree with
/// `.dynamicTypeSize(_:)`:
///
/// ```swift
/// VotingButtons().dynamicTypeSize(.accessibility3)
/// ```
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Sizes are ordered from the smallest to the largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
