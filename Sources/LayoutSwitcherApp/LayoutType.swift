import Arrange
import ArrangeLayouts

/// The layouts the switcher offers, as in the article "Creating custom layouts in SwiftUI".
public enum LayoutType: String, CaseIterable, Hashable, Identifiable, Sendable {
    /// Side by side: `HStackLayout`.
    case hStack
    /// Top to bottom: `VStackLayout`.
    case vStack
    /// On top of each other: `ZStackLayout`.
    case zStack
    /// In rows that wrap: ``FlowLayout``.
    case flowLayout

    /// The layout this case stands for.
    public var layout: any Layout {
        switch self {
        case .hStack:
            HStackLayout()
        case .vStack:
            VStackLayout()
        case .zStack:
            ZStackLayout()
        case .flowLayout:
            FlowLayout()
        }
    }

    /// The case itself.
    public var id: Self { self }
}
