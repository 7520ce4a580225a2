/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// Mirrors SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// The perpendicular axis.
    var other: Axis {
        switch self {
        case .horizontal: return .vertical
        case .vertical: return .horizontal
        }
    }
}
