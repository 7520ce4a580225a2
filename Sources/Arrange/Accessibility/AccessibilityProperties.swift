/// What the accessibility modifiers (`accessibilityLabel(_:)`, `accessibilityValue(_:)`,
/// `accessibilityHint(_:)`, `accessibilityHidden(_:)`, `accessibilityIdentifier(_:)`,
/// `accessibilitySortPriority(_:)`, `accessibilityAddTraits(_:)`,
/// `accessibilityRemoveTraits(_:)`, `accessibilityElement(children:)`) and `help(_:)` stored on
/// a view, for a host that exposes them to assistive technologies: read with
/// ``LayoutSnapshot/accessibilityProperties(of:)``, or as elements of the accessibility tree
/// (``LayoutSnapshot/accessibilityElements``).
///
/// Arrange draws none of them. Where the same property is set twice on one view, the modifier
/// closest to the view wins (Docs/Differences.md, "Styles").
public struct AccessibilityProperties: Hashable, Sendable {
    /// The label that identifies the element, if one was set.
    public var label: String?
    /// The textual representation of the element's current value, if one was set.
    public var value: String?
    /// What happens when the user performs an action on the element, if set.
    public var hint: String?
    /// Whether the element is hidden from assistive technologies.
    public var isHidden: Bool
    /// The help text (`help(_:)`), shown as a tooltip where the platform has them.
    public var help: String?
    /// The identifier (`accessibilityIdentifier(_:)`), if one was set.
    public var identifier: String?
    /// The sort priority (`accessibilitySortPriority(_:)`), if one was set.
    public var sortPriority: Double?
    /// The traits added (`accessibilityAddTraits(_:)`).
    public var addedTraits = AccessibilityTraits()
    /// The traits removed (`accessibilityRemoveTraits(_:)`).
    public var removedTraits = AccessibilityTraits()
    /// How the view makes an element of its children (`accessibilityElement(children:)`), if
    /// it does.
    public var childBehavior: AccessibilityChildBehavior?

    /// Creates properties; every one unset by default.
    public init(label: String? = nil, value: String? = nil, hint: String? = nil, isHidden: Bool = false, help: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
        self.isHidden = isHidden
        self.help = help
    }

    /// The trait key the properties are stored under.
    static var traitKey: ObjectIdentifier { ObjectIdentifier(AccessibilityProperties.self) }
}
