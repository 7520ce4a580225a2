/// What a control is to assistive technologies, marked on the node its body produces: the
/// element it forms gathers the labels inside it, with the control's traits and value.
enum AccessibilityRole: Hashable {
    /// A button: `.isButton`.
    case button
    /// A link: `.isLink`.
    case link
    /// A toggle: `.isToggle`, and `.isSelected` with value "1" when on, value "0" when off.
    case toggle(isOn: Bool)

    static var traitKey: ObjectIdentifier { ObjectIdentifier(AccessibilityRole.self) }

    /// The traits the control's element has.
    var traits: AccessibilityTraits {
        switch self {
        case .button: return .isButton
        case .link: return .isLink
        case .toggle(let isOn): return isOn ? [.isToggle, .isSelected] : .isToggle
        }
    }

    /// The value the control's element has.
    var value: String? {
        if case .toggle(let isOn) = self { return isOn ? "1" : "0" }
        return nil
    }
}

extension View {
    /// Marks the nodes this view produces as a control with `role` (the controls' bodies).
    func accessibilityRole(_ role: AccessibilityRole) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.setTrait(role, for: AccessibilityRole.traitKey, on: node)
        }
    }
}
