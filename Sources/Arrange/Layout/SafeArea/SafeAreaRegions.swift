/// A set of symbolic safe area regions.
///
/// Mirrors SwiftUI's `SafeAreaRegions`. Arrange's hosts have container insets only (no software
/// keyboard): `.keyboard` alone ignores nothing (Docs/Differences.md, "Safe area").
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Creates a set of regions from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and containers within the user interface, including
    /// elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)

    /// The safe area matching the current extent of any software keyboard displayed over the
    /// view content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)

    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
