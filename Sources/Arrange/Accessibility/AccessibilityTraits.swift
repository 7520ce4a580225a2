/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
///
/// The names are SwiftUI's; Arrange stores them on the element of the accessibility tree
/// (``AccessibilityElement/traits``) and draws nothing.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    /// The traits, one bit each.
    let bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading
    /// the text within it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Every trait with its SwiftUI name, in declaration order.
    static let named: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// The SwiftUI names of the traits in the set, in declaration order.
    public var names: [String] { Self.named.filter { isSuperset(of: $0.0) }.map(\.1) }

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// Whether the set contains `member`'s traits.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }

    /// Adds `newMember`'s traits; returns whether they were all absent, and what is there now.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }

    /// Removes `member`'s traits; returns them if they were all present.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(member)
        self = AccessibilityTraits(bits: bits & ~member.bits)
        return present ? member : nil
    }

    /// Adds `newMember`'s traits; returns the traits that were present among them, if any.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(newMember)
        self = union(newMember)
        return present.isEmpty ? nil : present
    }

    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
}
