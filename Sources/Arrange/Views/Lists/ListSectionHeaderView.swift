/// A list section's header or footer, as the list style draws it: aligned with the rows' text.
///
/// In grouped styles, headers are footnote text in the secondary style, uppercase, 17 points
/// below the previous section and 7 above their rows; footers are footnote text in the
/// secondary style, 7 points below their rows. In plain styles, headers are headline text 6
/// points above and below (Docs/Differences.md, "Lists and forms").
struct ListSectionHeaderView: View {
    let content: any View
    let kind: ListStyleKind
    let isFooter: Bool

    var body: some View {
        let vertical: (top: CGFloat, bottom: CGFloat)
        if isFooter {
            vertical = (ListMetrics.footerTopPadding, 0)
        } else if kind.isGrouped {
            vertical = (ListMetrics.headerTopPadding, ListMetrics.headerBottomPadding)
        } else {
            vertical = (ListMetrics.plainHeaderPadding, ListMetrics.plainHeaderPadding)
        }
        let layout = ListRowLayout(kind: kind, insets: nil, defaultVerticalInset: vertical, minHeight: 0,
                                   hasBackground: false, hasSeparator: false)
        return layout {
            if isFooter {
                AnyView(content).font(.footnote).foregroundStyle(.secondary)
            } else if kind.isGrouped {
                AnyView(content).font(.footnote).foregroundStyle(.secondary).textCase(.uppercase)
            } else {
                AnyView(content).font(.headline)
            }
        }
    }
}
