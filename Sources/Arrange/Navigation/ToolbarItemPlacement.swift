/// A structure that defines the placement of a toolbar item.
///
/// On iOS, and in Arrange, the placements map to the navigation bar's leading and trailing
/// edges, its centre (`principal`) and the bottom toolbar (`bottomBar`).
public struct ToolbarItemPlacement: Sendable, Hashable {
    /// Where an item goes.
    enum Slot: Sendable, Hashable {
        case leading, trailing, principal, bottom
    }

    /// Where an item goes, and whether it is a confirmation (drawn semibold, as iOS draws a
    /// sheet's Done button).
    let slot: Slot
    let emphasized: Bool

    init(_ slot: Slot, emphasized: Bool = false) {
        self.slot = slot
        self.emphasized = emphasized
    }

    /// The system places the item automatically: at the trailing edge of the navigation bar on
    /// iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The item is placed in the principal item section: the centre of the navigation bar, in
    /// place of the inline title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// Places the item in the leading edge of the navigation bar (deprecated in SwiftUI in favour
    /// of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// Places the item in the trailing edge of the navigation bar (deprecated in SwiftUI in
    /// favour of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// The item represents a confirmation action for a modal interface: trailing, semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
    /// The item represents a cancellation action for a modal interface: leading.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// The item represents a destructive action for a modal interface: trailing.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The item is placed in the primary action area: trailing on iOS.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
}
