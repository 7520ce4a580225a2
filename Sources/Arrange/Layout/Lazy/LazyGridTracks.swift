/// The columns of a `LazyVGrid` (the rows of a `LazyHGrid`) resolved from its grid items for one
/// available length.
///
/// The resolution follows the behaviour measured on SwiftUI (objc.io, "SwiftUI's Grid Views",
/// 2020-11-23; mo4tech, "Predict LazyVGrid layout"):
/// 1. The fixed items' sizes and the spacing between items (each item's `spacing`, 8 by
///    default) are taken from the available length.
/// 2. The other items, in order, are each offered the remaining length divided by the number of
///    such items left: a flexible item takes the offer clamped to its minimum and maximum; an
///    adaptive item fits as many tracks of its minimum as the offer holds,
///    `k = max(1, ⌊(offer + s) / (minimum + s)⌋)` with `s` its spacing, each
///    `(offer − (k − 1)·s) / k` capped at its maximum. The minimum is not a lower bound: it only
///    decides how many tracks fit, so one track offered less than the minimum takes the offer
///    (objc.io quiz #2). What an item takes leaves the remainder.
///
/// Without an available length (an unspecified or infinite proposal) every flexible item takes
/// its minimum and every adaptive item one track of its minimum.
struct LazyGridTracks {
    /// One column (or row).
    struct Track {
        /// The track's length across the grid's growth axis.
        var length: CGFloat
        /// How cells align in the track's cells, or nil for the grid's alignment.
        var alignment: Alignment?
        /// The offset of the track from the grid's leading (top) edge.
        var offset: CGFloat
    }

    /// The tracks, in order.
    private(set) var tracks: [Track] = []
    /// The length of the tracks and the spacing between them.
    private(set) var total: CGFloat = 0

    /// The default spacing between grid items and between lines (the default spacing between
    /// plain views, Docs/LayoutRules.md §3).
    static let defaultSpacing: CGFloat = 8

    /// Resolves `items` for the available `length` (nil: unspecified).
    ///
    /// - Parameters:
    ///   - items: The grid items, already sanitised.
    ///   - length: The length available across the growth axis, or nil.
    init(_ items: [GridItem], length: CGFloat?) {
        let available = length.flatMap { $0.isFinite ? $0 : nil }
        var remaining = available ?? 0
        var sharing = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= item.spacing ?? Self.defaultSpacing }
            if case .fixed(let size) = item.size { remaining -= size } else { sharing += 1 }
        }
        var position: CGFloat = 0
        func add(_ length: CGFloat, _ alignment: Alignment?, spacingAfter: CGFloat?) {
            tracks.append(Track(length: length, alignment: alignment, offset: position))
            position += length + (spacingAfter ?? 0)
        }
        for (index, item) in items.enumerated() {
            let after: CGFloat? = index < items.count - 1 ? item.spacing ?? Self.defaultSpacing : nil
            switch item.size {
            case .fixed(let size):
                add(size, item.alignment, spacingAfter: after)
            case .flexible(let minimum, let maximum):
                let offer = available == nil ? minimum : remaining / CGFloat(sharing)
                let length = Swift.min(Swift.max(offer, minimum), maximum)
                add(length, item.alignment, spacingAfter: after)
                remaining -= length
                sharing -= 1
            case .adaptive(let minimum, let maximum):
                let spacing = item.spacing ?? Self.defaultSpacing
                let offer = available == nil ? minimum : remaining / CGFloat(sharing)
                let count = Self.adaptiveCount(offer: offer, minimum: minimum, spacing: spacing)
                // The minimum only decides how many tracks fit (objc.io quiz #2): a single track
                // offered less than the minimum takes the offer, not the minimum.
                let each = Swift.max(Swift.min((offer - CGFloat(count - 1) * spacing) / CGFloat(count), maximum), 0)
                for track in 0..<count {
                    add(each, item.alignment, spacingAfter: track < count - 1 ? spacing : after)
                }
                remaining -= CGFloat(count) * each + CGFloat(count - 1) * spacing
                sharing -= 1
            }
        }
        total = tracks.last.map { $0.offset + $0.length } ?? 0
    }

    /// How many tracks of `minimum` (with `spacing` between them) fit in `offer`: at least one,
    /// and at most 10,000 so that a tiny minimum cannot make an unbounded number of columns.
    static func adaptiveCount(offer: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        let stride = minimum + spacing
        guard stride > 0 else { return 1 }
        let fitting = ((offer + spacing) / stride).rounded(.down)
        guard fitting.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(fitting, 1), 10_000))
    }

    /// `items` with invalid values repaired, each repair described through `report`: a negative
    /// or non-finite fixed size or minimum becomes 0, a NaN maximum becomes infinity, a maximum
    /// below the minimum becomes the minimum, and a NaN or infinite spacing the default.
    static func sanitized(_ items: [GridItem], report: (String) -> Void) -> [GridItem] {
        func length(_ value: CGFloat, _ name: String) -> CGFloat {
            guard !(value >= 0 && value.isFinite) else { return value }
            report("GridItem \(name) \(value) is negative or not finite; used 0")
            return 0
        }
        func bounds(_ minimum: CGFloat, _ maximum: CGFloat, _ kind: String) -> (CGFloat, CGFloat) {
            let low = length(minimum, "\(kind) minimum")
            var high = maximum
            if high.isNaN {
                report("GridItem \(kind) maximum is NaN; used infinity")
                high = .infinity
            }
            if high < low {
                report("GridItem \(kind) minimum \(low) is greater than its maximum \(high); used the minimum for both")
                high = low
            }
            return (low, high)
        }
        return items.map { item in
            var item = item
            switch item.size {
            case .fixed(let size):
                item.size = .fixed(length(size, "fixed size"))
            case .flexible(let minimum, let maximum):
                let (low, high) = bounds(minimum, maximum, "flexible")
                item.size = .flexible(minimum: low, maximum: high)
            case .adaptive(let minimum, let maximum):
                let (low, high) = bounds(minimum, maximum, "adaptive")
                item.size = .adaptive(minimum: low, maximum: high)
            }
            if let spacing = item.spacing, !spacing.isFinite {
                report("GridItem spacing \(spacing) is not finite; used the default spacing")
                item.spacing = nil
            }
            return item
        }
    }
}
