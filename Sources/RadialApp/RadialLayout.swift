import Arrange

// The notes' radial layout, as written (Docs/Seeds.md, "The notes' radial layout").

struct RadialLayout: Layout {
    // This "assigns positions to the container’s subviews."
    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Get half the smallest dimension to use as the circle radius.
        let radius = min(bounds.size.width, bounds.size.height) / 2

        // Get the angle between each subview.
        let deltaAngle = Angle.degrees(360 / Double(subviews.count)).radians

        for (index, subview) in subviews.enumerated() {
            let idealSize = subview.sizeThatFits(.unspecified)

            // Get the offset from the circle center
            // that would place the subview on the circle.
            let angle = deltaAngle * Double(index) - .pi / 2
            let dx = cos(angle) * (radius - idealSize.width / 2)
            let dy = sin(angle) * (radius - idealSize.height / 2)

            // Calculate the subview position within the parent view.
            let position = CGPoint(x: bounds.midX + dx, y: bounds.midY + dy)

            // Place the subview at the calculated position.
            subview.place(at: position, anchor: .center, proposal: .unspecified)
        }
    }

    // This "reports the size of the composite layout view."
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // "Creates a new proposal that replaces
        // unspecified dimensions in this proposal with
        // the corresponding dimension of the specified size."
        proposal.replacingUnspecifiedDimensions()
    }
}
