import Foundation

/// An element of the accessibility tree that assistive technologies read: what a screen reader
/// says for a view, where it is, and what it can do (Arrange's addition: SwiftUI gives its tree
/// to the platform's accessibility API, which has no Linux counterpart).
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: VStack { Text("Title").accessibilityAddTraits(.isHeader); Button("Save") {} })
/// snapshot.accessibilityElements.map(\.description)   // ["Title, header", "Save, button"]
/// ```
///
/// Elements come in reading order: Docs/Differences.md, "Accessibility tree".
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// The label: set with `accessibilityLabel(_:)`, or the control's or text's own.
    public var label: String
    /// The value, if any (`accessibilityValue(_:)`, a toggle's "1" or "0").
    public var value: String?
    /// The hint, if any.
    public var hint: String?
    /// The traits.
    public var traits: AccessibilityTraits
    /// The identifier, if any (`accessibilityIdentifier(_:)`).
    public var identifier: String?
    /// The sort priority (0 unless set).
    public var sortPriority: Double
    /// The frame, in the coordinates of the hosting area.
    public var frame: CGRect
    /// The names of the actions it can perform: "default" for a control or for
    /// `accessibilityAction(_:_:)` with the default kind, then the others' names.
    public var actions: [String]
    /// The structural identity of the node that forms it (for the host's actions).
    let identity: UInt64

    /// The element's role, as a screen reader names it after the label: "button", "link",
    /// "toggle", "image", "header", "text", or "" for none.
    public var role: String {
        if traits.contains(.isToggle) { return "toggle" }
        if traits.contains(.isButton) { return "button" }
        if traits.contains(.isLink) { return "link" }
        if traits.contains(.isHeader) { return "header" }
        if traits.contains(.isImage) { return "image" }
        if traits.contains(.isStaticText) { return "text" }
        return ""
    }

    /// What a screen reader says: the label, the value, the role (except for plain text) and
    /// "selected" when the element is, joined with ", ", then the hint after ". ".
    public var description: String {
        var parts = [label]
        if let value, !value.isEmpty { parts.append(value) }
        if !role.isEmpty, role != "text" { parts.append(role) }
        if traits.contains(.isSelected), !traits.contains(.isToggle) { parts.append("selected") }
        var text = parts.filter { !$0.isEmpty }.joined(separator: ", ")
        if let hint, !hint.isEmpty { text += ". " + hint }
        return text
    }

    /// Whether two elements are the same, the identity aside.
    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.traits == rhs.traits
            && lhs.identifier == rhs.identifier && lhs.sortPriority == rhs.sortPriority && lhs.frame == rhs.frame
            && lhs.actions == rhs.actions
    }

    /// Hashes the element's public properties.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(traits)
        hasher.combine(identifier)
    }
}
