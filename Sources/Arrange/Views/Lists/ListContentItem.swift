/// A list's content as the list sees it before anything is resolved: rows, runs of rows made by
/// a `ForEach` (built one at a time, so a long list stays lazy), and sections.
enum ListContentItem {
    /// One row: a view that is not a `ForEach`, `Section`, `Group` or tuple.
    case row(any View)
    /// The rows of a `ForEach`: `count` of them; `element(i)` gives row `i`'s view, its
    /// identifier (the row's implicit tag) and its identity component.
    case rows(count: Int, element: (Int) -> ListElement)
    /// A `Section`: its header and footer (nil when empty) and its content's items.
    case section(header: (any View)?, content: [ListContentItem], footer: (any View)?)
    /// A `DisclosureGroup`: its label row, then its content's rows while expanded.
    case disclosure(any ListDisclosureSource)

    /// The number of rows the item adds to its section.
    var rowCount: Int {
        switch self {
        case .row: return 1
        case .rows(let count, _): return count
        case .section(_, let content, _): return content.reduce(0) { $0 + $1.rowCount }
        case .disclosure: return 1
        }
    }
}

/// One row of a `ForEach` in a list.
struct ListElement {
    /// The row's content.
    var view: any View
    /// The element's identifier: the row's tag for selection unless the row sets `tag(_:)`.
    var id: AnyHashable
    /// The identity component the `ForEach` gives the element (`ForEach.identityComponent`).
    var identity: Int
}

/// Content a list splits into ``ListContentItem``s: tuples, groups, `ForEach`, `Section`.
protocol ListContentSource {
    /// Appends the content's items.
    func appendListContent(to items: inout [ListContentItem])
}

extension ListContentItem {
    /// Appends the items of `view`: its own split when it is a ``ListContentSource``, nothing
    /// for `EmptyView`, else one row.
    static func append(_ view: any View, to items: inout [ListContentItem]) {
        if let group = view as? ListDisclosureSource {
            items.append(.disclosure(group))
        } else if let source = view as? ListContentSource {
            source.appendListContent(to: &items)
        } else if !(view is EmptyView) {
            items.append(.row(view))
        }
    }
}

extension TupleView: ListContentSource {
    func appendListContent(to items: inout [ListContentItem]) {
        for view in elements { ListContentItem.append(view, to: &items) }
    }
}

extension Group: ListContentSource {
    func appendListContent(to items: inout [ListContentItem]) {
        ListContentItem.append(content, to: &items)
    }
}

extension ForEach: ListContentSource {
    func appendListContent(to items: inout [ListContentItem]) {
        // The subviews or sections of a view: one row, resolved as it is.
        guard resolveElements == nil else { return items.append(.row(self)) }
        let data = data, content = content, id = id
        // A `ForEach` of sections (`ForEach(groups) { Section(...) }`): its sections, up front.
        if Content.self is ListSectionMarker.Type {
            for element in data { ListContentItem.append(content(element), to: &items) }
            return
        }
        items.append(.rows(count: data.count) { index in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            let elementID = id(element)
            return ListElement(view: content(element), id: AnyHashable(elementID), identity: Self.identityComponent(of: elementID))
        })
    }
}

extension Section: ListContentSource {
    func appendListContent(to items: inout [ListContentItem]) {
        var inner: [ListContentItem] = []
        ListContentItem.append(content, to: &inner)
        items.append(.section(header: header is EmptyView ? nil : header,
                              content: inner,
                              footer: footer is EmptyView ? nil : footer))
    }
}

/// Marks `Section` types, so a list can tell a `ForEach` of sections from a `ForEach` of rows
/// before calling it.
protocol ListSectionMarker {}

extension Section: ListSectionMarker {}

/// A row indented by a disclosure group (20 points per level), unwrapped by the list into the
/// row's leading inset.
struct IndentedListRow: View {
    let content: any View
    let indent: CGFloat

    var body: some View { AnyView(content) }
}

extension _ConditionalContent: ListContentSource {
    /// The views of the branch taken are rows as if written in its place.
    func appendListContent(to items: inout [ListContentItem]) {
        switch storage {
        case .trueContent(let view): ListContentItem.append(view, to: &items)
        case .falseContent(let view): ListContentItem.append(view, to: &items)
        }
    }
}

extension Optional: ListContentSource where Wrapped: View {
    /// An `if` without `else`: its views are rows when the condition holds, none otherwise.
    func appendListContent(to items: inout [ListContentItem]) {
        if let view = self { ListContentItem.append(view, to: &items) }
    }
}
