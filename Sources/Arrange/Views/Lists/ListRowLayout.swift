/// The layout of one list row (and of a section's header or footer): the row is as wide as the
/// list; its background is inset from the list's edges by the style's margin; its content is
/// inset within the background by the row insets, centred vertically; the row is at least
/// `minHeight` tall; the separator runs along the bottom from the content's leading edge to the
/// background's trailing edge (iOS aligns separators with the text: Apple's documentation,
/// "listRowSeparatorLeading").
///
/// Subviews, in order: the background (when `hasBackground`), the separator (when
/// `hasSeparator`), then the content. The margin and the default insets depend on the proposed
/// width (``ListMetrics/layoutMargin(forWidth:)``).
struct ListRowLayout: Layout, ValidatedLayoutInput {
    let kind: ListStyleKind
    /// The content insets; nil lengths are the style's defaults.
    let insets: EdgeInsets?
    /// The top and bottom insets used when `insets` is nil.
    let defaultVerticalInset: (top: CGFloat, bottom: CGFloat)
    let minHeight: CGFloat
    /// Added to the leading inset: the indentation of a disclosure group's content.
    let indent: CGFloat
    let hasBackground: Bool
    let hasSeparator: Bool
    let inputProblem: String?

    init(kind: ListStyleKind, insets: EdgeInsets?, defaultVerticalInset: (top: CGFloat, bottom: CGFloat) = (ListMetrics.rowVerticalInset, ListMetrics.rowVerticalInset),
         minHeight: CGFloat, indent: CGFloat = 0, hasBackground: Bool, hasSeparator: Bool) {
        self.kind = kind
        self.indent = indent
        self.defaultVerticalInset = defaultVerticalInset
        self.hasBackground = hasBackground
        self.hasSeparator = hasSeparator
        var problems: [String] = []
        if var insets {
            func repair(_ value: inout CGFloat, _ name: String) {
                guard !value.isFinite || value < 0 else { return }
                problems.append("listRowInsets \(name) \(value) is not a finite, non-negative length; used 0")
                value = 0
            }
            repair(&insets.top, "top")
            repair(&insets.leading, "leading")
            repair(&insets.bottom, "bottom")
            repair(&insets.trailing, "trailing")
            self.insets = insets
        } else {
            self.insets = nil
        }
        if minHeight.isFinite, minHeight >= 0 {
            self.minHeight = minHeight
        } else {
            problems.append("defaultMinListRowHeight \(minHeight) is not a finite, non-negative length; used \(ListMetrics.minRowHeight)")
            self.minHeight = ListMetrics.minRowHeight
        }
        inputProblem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The row's geometry for a width: margin and content insets.
    private func metrics(width: CGFloat) -> (margin: CGFloat, insets: EdgeInsets) {
        let margin = ListMetrics.margin(kind, width: width)
        if var insets {
            insets.leading += indent
            return (margin, insets)
        }
        let side = ListMetrics.contentInset(kind, width: width)
        return (margin, EdgeInsets(top: defaultVerticalInset.top, leading: side + indent, bottom: defaultVerticalInset.bottom, trailing: side))
    }

    private func contentProposal(width: CGFloat, margin: CGFloat, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: Swift.max(0, width - 2 * margin - insets.leading - insets.trailing), height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.last else { return .zero }
        if let width = proposal.width, width.isFinite {
            let (margin, insets) = metrics(width: width)
            let size = content.sizeThatFits(contentProposal(width: width, margin: margin, insets: insets))
            return CGSize(width: width, height: Swift.max(minHeight, size.height + insets.top + insets.bottom))
        }
        // No width proposed: the content's ideal width with the insets of a compact width.
        let (margin, insets) = metrics(width: 0)
        let size = content.sizeThatFits(.unspecified)
        return CGSize(width: size.width + 2 * margin + insets.leading + insets.trailing,
                      height: Swift.max(minHeight, size.height + insets.top + insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.last else { return }
        let (margin, insets) = metrics(width: bounds.width)
        let inner = contentProposal(width: bounds.width, margin: margin, insets: insets)
        let size = content.sizeThatFits(inner)
        let available = bounds.height - insets.top - insets.bottom
        content.place(at: CGPoint(x: bounds.minX + margin + insets.leading, y: bounds.minY + insets.top + (available - size.height) / 2),
                      proposal: ProposedViewSize(width: inner.width, height: size.height))
        var index = subviews.startIndex
        let backgroundWidth = Swift.max(0, bounds.width - 2 * margin)
        if hasBackground {
            subviews[index].place(at: CGPoint(x: bounds.minX + margin, y: bounds.minY),
                                  proposal: ProposedViewSize(width: backgroundWidth, height: bounds.height))
            index += 1
        }
        if hasSeparator {
            let thickness = ListMetrics.separatorThickness
            subviews[index].place(at: CGPoint(x: bounds.minX + margin + insets.leading, y: bounds.maxY - thickness),
                                  proposal: ProposedViewSize(width: Swift.max(0, backgroundWidth - insets.leading), height: thickness))
        }
    }
}
