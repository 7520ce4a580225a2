/// The visibility of scroll indicators of a UI element.
///
/// ```swift
/// ScrollView { rows }.scrollIndicators(.hidden)
/// ```
///
/// Arrange draws no scroll indicators: the visibility is kept in the environment
/// (`verticalScrollIndicatorVisibility`, `horizontalScrollIndicatorVisibility`) for hosts that
/// draw them, and changes no layout, as in SwiftUI, where indicators overlay the content.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, visible, hidden, never
    }

    let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Show the scroll indicators.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hide the scroll indicators; the platform may still show them, for example while scrolling.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    ///
    /// - Parameters:
    ///   - visibility: The visibility to apply to scrollable views.
    ///   - axes: The axes of scrollable views that the visibility applies to.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}
