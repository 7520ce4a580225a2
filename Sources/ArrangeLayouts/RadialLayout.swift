#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// A layout that places its subviews evenly around a circle, the first at the top and the rest
/// clockwise.
///
/// The radial layout of WWDC22's "Compose custom layouts with SwiftUI" (`MyRadialLayout`): the
/// circle's centre is the centre of the bounds, its radius a third of the bounds' smaller side
/// unless you give one, and subview *i* of *n* is centred at the point `(0, −radius)` rotated by
/// *i* · 360° / *n*. Each subview is proposed `.unspecified` (its ideal size).
///
/// ```swift
/// RadialLayout {
///     ForEach(pets) { pet in
///         Avatar(pet: pet).rank(rank(of: pet))
///     }
/// }
/// ```
///
/// **Ranks.** With exactly three subviews, the layout reads each subview's ``Rank`` (set with
/// `.rank(_:)`, 1 when unset; lower is better) and turns the circle so that the arrangement reads
/// as a podium: the best-ranked subview goes to the top; when two share the best rank, the point
/// midway between them goes to the top so that they are level; when all three differ, the circle
/// turns a further 30° so that the second is higher than the third. Three equal ranks, or any other
/// number of subviews, leave the circle as it is. ``rotation`` is added on top.
///
/// **Size.** The layout takes the space it is offered:
/// `proposal.replacingUnspecifiedDimensions()` (10 points for an unspecified dimension, as the
/// session writes it); with no subviews it is `.zero`. In a right-to-left environment the
/// arrangement is mirrored, so subviews follow each other counterclockwise.
///
/// - Complexity: O(*n*) for *n* subviews to place them; sizing is O(1).
public struct RadialLayout: Layout {
    /// The circle's radius, or nil for a third of the smaller side of the bounds.
    public var radius: CGFloat?

    /// An extra rotation of the whole arrangement, clockwise on screen for positive angles.
    public var rotation: Angle

    /// Creates a radial layout.
    ///
    /// ```swift
    /// RadialLayout(radius: 80, rotation: .degrees(45)) { dots }
    /// ```
    ///
    /// - Parameters:
    ///   - radius: The distance from the centre of the bounds to each subview's centre, or nil (the
    ///     default) for a third of the smaller side of the bounds, as in the WWDC22 session.
    ///   - rotation: An extra rotation of the arrangement, clockwise for positive angles; `.zero`
    ///     by default, which puts the first subview at the top.
    /// - Complexity: O(1).
    public init(radius: CGFloat? = nil, rotation: Angle = .zero) {
        self.radius = radius
        self.rotation = rotation
    }

    /// Returns the proposed size, with 10 points for an unspecified dimension; `.zero` without
    /// subviews.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The layout's subviews.
    ///   - cache: Unused.
    /// - Returns: The size the layout takes.
    /// - Complexity: O(1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return proposal.replacingUnspecifiedDimensions()
    }

    /// Centres subview *i* of *n* on the circle at angle *i* · 360° / *n* from the top, plus the
    /// ranks' turn (exactly three subviews) and ``rotation``.
    ///
    /// - Parameters:
    ///   - bounds: The region the layout occupies; the circle is centred in it.
    ///   - proposal: The proposal the layout was sized with (unused).
    ///   - subviews: The layout's subviews.
    ///   - cache: Unused.
    /// - Complexity: O(*n*) for *n* subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let radius = self.radius ?? min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let turn = rotation.radians + Self.podiumTurn(ranks: subviews.count == 3 ? subviews.map { $0[Rank.self] } : [])
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: step * Double(index) + turn))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
