/// Lays out a segmented picker: subview 0 is the track, subview 1 the selected segment's thumb,
/// the rest the options, each in an equal segment.
///
/// Each segment is as wide as the widest option's ideal width plus ``segmentPadding`` on each
/// side; the picker takes the width proposed to it (that many segments when none is proposed)
/// and is ``height`` points tall. The thumb covers the segment of the option whose tag equals
/// the selection, inset by ``thumbInset``; with no such option it has no size.
///
/// `@unchecked Sendable`: the selection is the user's tag value, only compared for equality.
struct SegmentedPickerLayout: Layout, @unchecked Sendable {
    /// The height of a segmented control, in points (iOS's `UISegmentedControl`).
    static let height: CGFloat = 32
    /// The space on each side of the widest option, in points.
    static let segmentPadding: CGFloat = 12
    /// How far the thumb is inset from its segment's edges, in points.
    static let thumbInset: CGFloat = 2

    var selection: AnyHashable

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst(2)
        let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(options.count) * (widest + 2 * Self.segmentPadding)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
        return CGSize(width: width, height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        let options = Array(subviews.dropFirst(2))
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let segment = options.isEmpty ? 0 : bounds.width / CGFloat(options.count)
        let selected = options.firstIndex { $0[PickerTagKey.self] == selection }
        if let selected, segment > 2 * Self.thumbInset, bounds.height > 2 * Self.thumbInset {
            let origin = CGPoint(x: bounds.minX + CGFloat(selected) * segment + Self.thumbInset, y: bounds.minY + Self.thumbInset)
            subviews[1].place(at: origin, proposal: ProposedViewSize(width: segment - 2 * Self.thumbInset,
                                                                     height: bounds.height - 2 * Self.thumbInset))
        } else {
            subviews[1].place(at: bounds.origin, proposal: .zero)
        }
        for (index, option) in options.enumerated() {
            let centre = CGPoint(x: bounds.minX + (CGFloat(index) + 0.5) * segment, y: bounds.midY)
            option.place(at: centre, anchor: .center,
                         proposal: ProposedViewSize(width: Swift.max(segment - 2 * Self.segmentPadding, 0), height: bounds.height))
        }
    }
}
