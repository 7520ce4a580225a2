import Foundation

/// Frame comparison for relayouts.
///
/// A relayout moves an unchanged subtree by the difference between its new and old origins
/// (`LayoutGraph+Reuse`) instead of computing every frame again, so a moved coordinate is
/// `old + (newOrigin − oldOrigin)` where a full layout computes it directly: the two may differ in
/// the last bits of the double (seen: 266.16666666666674 vs 266.1666666666667). Docs/Differences.md
/// states this bound.
enum FrameRounding {
    /// The largest difference allowed per coordinate, in points: far below anything drawn.
    static let tolerance: CGFloat = 1e-9

    /// Whether the two lists hold the same frames, coordinate by coordinate within `tolerance`
    /// (null frames must match exactly).
    static func equal(_ lhs: [CGRect], _ rhs: [CGRect]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy(equal)
    }

    /// Whether two frames are the same within `tolerance`.
    static func equal(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        if lhs.isNull || rhs.isNull { return lhs.isNull == rhs.isNull }
        return [(lhs.origin.x, rhs.origin.x), (lhs.origin.y, rhs.origin.y), (lhs.width, rhs.width), (lhs.height, rhs.height)]
            .allSatisfy { $0 == $1 || abs($0 - $1) <= tolerance }
    }
}
