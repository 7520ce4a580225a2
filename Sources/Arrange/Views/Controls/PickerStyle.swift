/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// Arrange draws `.segmented` (``SegmentedPickerStyle``) and `.menu` (``MenuPickerStyle``);
/// `.automatic` (``DefaultPickerStyle``) is `.menu`, as on iOS. Set one with `pickerStyle(_:)`.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// How pickers in an environment are drawn.
enum PickerStyleKind: Hashable {
    case menu
    case segmented
    /// `.navigationLink`: in a list row, label, selection and a `chevron.right`.
    case navigationLink
}

private struct PickerStyleKindKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

private struct PickerShownTagKey: EnvironmentKey {
    static let defaultValue: AnyHashable? = nil
}

extension EnvironmentValues {
    /// How pickers in this environment are drawn.
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }

    /// Inside a menu picker, the tag of the option shown: tagged views with another tag hide.
    var pickerShownTag: AnyHashable? {
        get { self[PickerShownTagKey.self] }
        set { self[PickerShownTagKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style is SegmentedPickerStyle ? .segmented : style is NavigationLinkPickerStyle ? .navigationLink : .menu)
    }
}
