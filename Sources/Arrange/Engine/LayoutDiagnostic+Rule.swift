extension LayoutDiagnostic {
    /// A rule of the layout contract that a view or layout broke.
    ///
    /// The rules come from Apple's documentation of `Layout`, `LayoutSubview` and the modifiers:
    /// sizes are non-negative numbers, subviews are placed from `placeSubviews` with finite
    /// positions, and so on. The description of each rule is a short sentence a user can act on.
    public enum Rule: String, Equatable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A size (from `sizeThatFits` or a modifier's argument) must not be NaN.
        case sizeIsNotNaN = "sizes are not NaN"
        /// A size must not be negative.
        case sizeIsNotNegative = "sizes are not negative"
        /// A placed view's size must be finite: an infinite size cannot be drawn.
        case placedSizeIsFinite = "placed sizes are finite"
        /// A proposal to a subview must be nil, zero, positive or infinite: never NaN or negative.
        case proposalIsValid = "proposals are nil or non-negative"
        /// `place(at:anchor:proposal:)` must be given a finite position and anchor.
        case positionIsFinite = "positions are finite"
        /// `place(at:anchor:proposal:)` may be called only from `placeSubviews`.
        case placeOnlyInPlaceSubviews = "subviews are placed only from placeSubviews"
        /// Each subview is placed at most once per `placeSubviews` call.
        case placeEachSubviewOnce = "each subview is placed once"
        /// Each subview is placed by `placeSubviews`; an unplaced one is centred.
        case placeEverySubview = "every subview is placed"
        /// An alignment guide's value must be finite.
        case alignmentIsFinite = "alignment guides are finite"
        /// A layout measures its subviews a bounded number of times per call.
        case measureSubviewsSparingly = "subviews are measured a bounded number of times"
        /// A modifier's or view's arguments must be valid (finite, ordered, existing files…).
        case validArguments = "arguments are valid"

        /// The rule as a short sentence.
        public var description: String { rawValue }
    }
}
