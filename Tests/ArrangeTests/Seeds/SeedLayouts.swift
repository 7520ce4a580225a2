// The custom layouts of the seed documents, written as the seeds write them.
// Only the import differs (`Arrange` instead of `SwiftUI`).
// These are the session snippets' texts; `Sources/PetsApp` holds Apple's sample's texts of the same
// layouts (Docs/Seeds.md, "The equal-width stacks"), so both documents are checked as written.
//
// Sources (Docs/Seeds.md describes each document and restates what is reconstructed):
// - MyEqualWidthHStack: the WWDC22 session's code snippets ("Maximum size helper method", "Spacing
//   helper method", "Size that fits implementation", "Place subviews implementation"), identical to
//   Apple's sample app (Docs/Seeds.md, "The equal-width stacks").
// - MyEqualWidthVStack: the sample's `CacheData`, `makeCache` and the two cache reads verbatim; the
//   rest is RECONSTRUCTED as the sample describes it (Docs/Seeds.md, "The equal-width stacks").
// - MyRadialLayout, Rank, rank(_:): the session's snippets ("Radial size that fits", "Rank value",
//   "Radial place subviews with offsets"). `getOffset(_:)` is NOT shown in any seed: it is
//   RECONSTRUCTED from the rule in Docs/Seeds.md ("The pet-voting app", "The radial offset").
//   The snippet "Radial place subviews without offsets" is left out (Docs/Seeds.md says why).
// - RadialLayout: the notes' radial layout (Docs/Seeds.md, "The notes' radial layout"; the layout
//   struct only).

@testable import Arrange

// MARK: - MyEqualWidthHStack (seed code)

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Return a size.
        guard !subviews.isEmpty else { return .zero }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place child views.
        guard !subviews.isEmpty else { return }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

// MARK: - MyEqualWidthVStack (CacheData/makeCache/cache reads: seed code; the rest reconstructed)

struct MyEqualWidthVStack: Layout {
    struct CacheData {
        let maxSize: CGSize
        let spacing: [CGFloat]
        let totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CacheData(
            maxSize: maxSize,
            spacing: spacing,
            totalSpacing: totalSpacing)
    }

    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }

        return CGSize(
            width: cache.maxSize.width,
            height: cache.maxSize.height * CGFloat(subviews.count) + cache.totalSpacing)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) {
        guard !subviews.isEmpty else { return }

        let maxSize = cache.maxSize
        let spacing = cache.spacing

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextY = bounds.minY + maxSize.height / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: bounds.midX, y: nextY),
                anchor: .center,
                proposal: placementProposal)
            nextY += maxSize.height + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .vertical)
        }
    }
}

// MARK: - MyRadialLayout (seed code; getOffset reconstructed, Docs/Seeds.md)

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
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    // RECONSTRUCTED (not seed code): the views start at the top (index 0), lower right (1) and lower
    // left (2). The leader's index sets whole thirds (0, −1, +1 so that it rotates to the top); the
    // other two, taken clockwise after the leader, add −½ / +½ (tied for first with the leader) or
    // −¼ / +¼ (the better-ranked of the two comes first), 0 when they tie for second. 0 when the
    // ranks are all equal or there are not exactly three. Converted from thirds to radians.
    func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3,
              !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }

        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }

        return fraction * 2.0 * Double.pi / 3.0
    }

    // RECONSTRUCTED (not seed code): the residual fraction from the two views after the leader.
    func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
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

// MARK: - RadialLayout (the notes' radial layout, seed code; Docs/Seeds.md)

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
