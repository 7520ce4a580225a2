import Arrange

/// A layout that places its subviews on a circle whose radius is a third of the bounds' smaller
/// side, turned so that the best-ranked subview is at the top.
///
/// The session's "Radial size that fits", "Radial place subviews with offsets" (with the sample's
/// loop, which adds comments) and "Rank value", as written; the session shows `Rank` and `rank(_:)`
/// beside the layout, in one file, since the layout reads the private key. `getOffset(_:)` is not
/// shown and is reconstructed (MyRadialLayout+Offset.swift; Docs/Seeds.md, "The radial offset").
struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    )  -> CGSize {
        // Take whatever space is offered.
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        let ranks = subviews.map { subview in
            subview[Rank.self]
        }
        let offset = getOffset(ranks)

        for (index, subview) in subviews.enumerated() {
            // Find a vector with an appropriate size and rotation.
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))

            // Shift the vector to the middle of the region.
            point.x += bounds.midX
            point.y += bounds.midY

            // Place the subview.
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}
