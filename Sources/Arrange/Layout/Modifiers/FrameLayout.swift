/// The layout behind `.frame(width:height:alignment:)` (Docs/LayoutRules.md §2.1).
///
/// With both dimensions fixed the frame has that size without asking its child; otherwise the
/// child is asked with the fixed values and the frame's own proposal on the other axis, and the
/// frame takes the child's answer there. The child is aligned inside by `alignment`.
@usableFromInline
struct FrameLayout: UnaryModifierLayout, ValidatedLayoutInput, Equatable {
    /// The width as given: the frame's width when `presence` says it is valid, the invalid value
    /// `inputProblem` names when it says so, 0 when none was given.
    private let givenWidth: CGFloat
    /// The height as given (see `givenWidth`).
    private let givenHeight: CGFloat
    let alignment: Alignment
    /// Which dimensions were given, and which of them are valid (`Presence`). The given values
    /// and these bits stand for the frame's dimensions and its input problem, which a frame around
    /// every leaf would otherwise store: 64 bytes instead of 96 keep a frame's storage in a
    /// 96-byte allocation instead of a 128-byte one.
    private let presence: UInt8

    /// The bits of `presence`.
    private enum Presence {
        static let validWidth: UInt8 = 1 << 0
        static let validHeight: UInt8 = 1 << 1
        static let invalidWidth: UInt8 = 1 << 2
        static let invalidHeight: UInt8 = 1 << 3
        static let invalid: UInt8 = invalidWidth | invalidHeight
    }

    /// The fixed width, or nil (none given, or an invalid one).
    var width: CGFloat? {
        @inline(__always) get { presence & Presence.validWidth != 0 ? givenWidth : nil }
    }

    /// The fixed height, or nil (none given, or an invalid one).
    var height: CGFloat? {
        @inline(__always) get { presence & Presence.validHeight != 0 ? givenHeight : nil }
    }

    /// Negative or non-finite dimensions are treated as nil, as SwiftUI does (with a warning).
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func bits(_ value: CGFloat?, valid: UInt8, invalid: UInt8) -> UInt8 {
            guard let value else { return 0 }
            return value.isFinite && value >= 0 ? valid : invalid
        }
        self.givenWidth = width ?? 0
        self.givenHeight = height ?? 0
        self.alignment = alignment
        self.presence = bits(width, valid: Presence.validWidth, invalid: Presence.invalidWidth)
            | bits(height, valid: Presence.validHeight, invalid: Presence.invalidHeight)
    }

    /// The invalid dimensions given, described; nil when there are none (the usual case).
    var inputProblem: String? {
        guard presence & Presence.invalid != 0 else { return nil }
        var problems: [String] = []
        if presence & Presence.invalidWidth != 0 {
            problems.append("frame(width: \(givenWidth)) is invalid (negative or non-finite); treated as nil")
        }
        if presence & Presence.invalidHeight != 0 {
            problems.append("frame(height: \(givenHeight)) is invalid (negative or non-finite); treated as nil")
        }
        return problems.joined(separator: "; ")
    }

    /// Equal when they lay out the same way and report the same problem.
    @usableFromInline static func == (lhs: FrameLayout, rhs: FrameLayout) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.alignment == rhs.alignment
            && lhs.presence == rhs.presence && (lhs.presence & Presence.invalid == 0 || lhs.inputProblem == rhs.inputProblem)
    }

    var constantSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        guard let child = subviews.first else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return (Self.aligned(child, proposal: childProposal, in: bounds, alignment: alignment), childProposal)
    }

    /// The origin that puts the child's guide on the frame's guide of the same kind (the frame's
    /// computed from the default guide functions on the frame's size).
    static func aligned(_ child: LayoutSubview, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        aligned(child.dimensions(in: proposal), in: bounds, alignment: alignment)
    }

    /// `aligned(_:proposal:in:alignment:)` for a child whose dimensions are known.
    @inline(__always)
    static func aligned(_ dimensions: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let frame = ViewDimensions(size: bounds.size, source: nil)
        return CGPoint(
            x: bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
            y: bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical])
    }

    /// The constrained axes' edges get a plain view's preferences, unless the child is a Spacer.
    @usableFromInline func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        guard let child = subviews.first else { return .plain }
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing.resettingToPlain(edges)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// - Parameters:
    ///   - width: A fixed width for the resulting view. If nil, the view takes its child's width.
    ///   - height: A fixed height for the resulting view. If nil, the view takes its child's height.
    ///   - alignment: The alignment of this view inside the resulting frame.
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier(FrameLayout(width: width, height: height, alignment: alignment))
    }
}

extension View {
    /// A frame with no constraints: the view's own size and placement, unchanged.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}

extension FrameLayout {
    // The type is `@usableFromInline` so that a client's `frame` resolves to it at compile time
    // (Docs/Engine.md, "Modifier types clients can see"); the witnesses of `Layout`'s requirements
    // are therefore declared here, forwarding to `UnaryModifierLayout`'s.

    /// Places the single child where `childPlacement(in:proposal:child:)` says.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placeChild(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}
