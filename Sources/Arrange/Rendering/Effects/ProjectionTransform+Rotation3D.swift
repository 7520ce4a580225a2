import Foundation

extension ProjectionTransform {
    /// The projection that `rotation3DEffect` draws a view's plane with (Docs/Differences.md,
    /// "Effects"): a point `p = (x − ax, y − ay, −anchorZ)` relative to the anchor is rotated by
    /// `angle` about the unit `axis` (Rodrigues' formula, in screen coordinates: x right, y down,
    /// z towards the viewer), moved back by `anchorZ`, then seen from a viewer at distance
    /// `d = max(width, height) / perspective` in front of the anchor:
    /// `(ax + q.x / w, ay + q.y / w)` with `w = 1 − q.z / d`. A perspective of 0 is orthographic.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint, anchorZ: CGFloat,
                           perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rodrigues' rotation matrix, column-vector convention: q = R p.
        let r = [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
                 [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
                 [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
        let extent = Swift.max(size.width, size.height)
        let k = perspective.isFinite && extent > 0 ? perspective / extent : 0
        // q = R (u, v, −anchorZ) + (0, 0, anchorZ) with u = x − ax, v = y − ay.
        let c0 = -anchorZ * r[0][2], c1 = -anchorZ * r[1][2], c2 = -anchorZ * r[2][2] + anchorZ
        // w = 1 − k q.z = k0 u + k1 v + kc.
        let k0 = -k * r[2][0], k1 = -k * r[2][1], kc = 1 - k * c2
        var m = ProjectionTransform()
        m.m11 = r[0][0] + anchor.x * k0; m.m12 = r[1][0] + anchor.y * k0; m.m13 = k0
        m.m21 = r[0][1] + anchor.x * k1; m.m22 = r[1][1] + anchor.y * k1; m.m23 = k1
        m.m31 = c0 + anchor.x * kc; m.m32 = c1 + anchor.y * kc; m.m33 = kc
        let toAnchor = ProjectionTransform(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
        return toAnchor.concatenating(m)
    }
}
