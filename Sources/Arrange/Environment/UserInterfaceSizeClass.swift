/// A set of values that indicate the visual size available to the view.
///
/// You receive a size class value when you read either the
/// ``EnvironmentValues/horizontalSizeClass`` or ``EnvironmentValues/verticalSizeClass``
/// environment value. A host sets both from its size (see
/// `HostingArea.environment(_:)` and Docs/Differences.md, "Environment and lifecycle").
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}
