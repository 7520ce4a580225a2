/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// Where explicit guide values come from: the view's node at the proposal it was measured with.
    let source: GuideSource?

    init(size: CGSize, source: GuideSource?) {
        self.width = size.width
        self.height = size.height
        self.source = source
    }

    /// The value of the given guide: the explicit value the view sets, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value of the given guide: the explicit value the view sets, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The explicit value of the given guide, or nil when the view doesn't set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        source?.explicitValue(guide.key, size: CGSize(width: width, height: height))
    }

    /// The explicit value of the given guide, or nil when the view doesn't set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        source?.explicitValue(guide.key, size: CGSize(width: width, height: height))
    }

    /// The value of `guide` along its axis.
    subscript(key: AlignmentKey) -> CGFloat {
        source?.explicitValue(key, size: CGSize(width: width, height: height)) ?? key.defaultValue(in: self)
    }
}

/// A reference to a subview and the proposal its dimensions were computed for: where explicit
/// guides come from. Through the proxy, dimensions kept by a custom layout read the layout they
/// stand for, as the proxy does (`LayoutSubview.live`).
struct GuideSource {
    let subview: LayoutSubview
    let proposal: ProposedViewSize

    func explicitValue(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let subview = subview.isChecked ? subview.checkedLiveForDimensions().live : subview
        return subview.withStoredGraph { $0.explicitGuide(of: subview.storedNode, key, proposal: proposal, size: size) }
    }
}
