import Arrange

extension ViewTreeDescription {
    /// The described view.
    ///
    /// - Parameter erasingLayouts: Whether to build `HStack`, `VStack`, `ZStack` and `Grid` as
    ///   `AnyLayout(HStackLayout(…))` and so on, which Apple documents as giving identical results.
    /// - Returns: The view, type-erased.
    public func makeView(erasingLayouts: Bool = false) -> AnyView {
        root.makeView(erasingLayouts: erasingLayouts)
    }
}

extension ViewTreeDescription.Element {
    /// The argument labelled `label` (`"_"` for the unlabelled one).
    func argument(_ label: String) -> ViewTreeDescription.Value? {
        arguments.first { ($0.label ?? "_") == label }?.value
    }

    func makeView(erasingLayouts erase: Bool) -> AnyView {
        var view = base(erase)
        for modifier in modifiers { view = modifier.apply(to: view, erasingLayouts: erase) }
        return view
    }

    private var content: some View {
        ForEach(children.indices, id: \.self) { index in children[index].makeView(erasingLayouts: false) }
    }

    private func erasedContent(_ erase: Bool) -> some View {
        ForEach(children.indices, id: \.self) { index in children[index].makeView(erasingLayouts: erase) }
    }

    private func base(_ erase: Bool) -> AnyView {
        let spacing = argument("spacing")?.length
        switch name {
        case "HStack":
            let alignment = argument("alignment")?.verticalAlignment ?? .center
            return erase ? AnyView(AnyLayout(HStackLayout(alignment: alignment, spacing: spacing)) { erasedContent(erase) }) : AnyView(HStack(alignment: alignment, spacing: spacing) { erasedContent(erase) })
        case "VStack":
            let alignment = argument("alignment")?.horizontalAlignment ?? .center
            return erase ? AnyView(AnyLayout(VStackLayout(alignment: alignment, spacing: spacing)) { erasedContent(erase) }) : AnyView(VStack(alignment: alignment, spacing: spacing) { erasedContent(erase) })
        case "ZStack":
            let alignment = argument("alignment")?.alignment ?? .center
            return erase ? AnyView(AnyLayout(ZStackLayout(alignment: alignment)) { erasedContent(erase) }) : AnyView(ZStack(alignment: alignment) { erasedContent(erase) })
        case "Grid":
            let alignment = argument("alignment")?.alignment ?? .center
            let horizontal = argument("horizontalSpacing")?.length, vertical = argument("verticalSpacing")?.length
            return erase ? AnyView(AnyLayout(GridLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)) { erasedContent(erase) })
                : AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) { erasedContent(erase) })
        case "GridRow":
            return AnyView(GridRow(alignment: argument("alignment")?.verticalAlignment) { erasedContent(erase) })
        case "LazyHStack":
            return AnyView(LazyHStack(alignment: argument("alignment")?.verticalAlignment ?? .center, spacing: spacing) { erasedContent(erase) })
        case "LazyVStack":
            return AnyView(LazyVStack(alignment: argument("alignment")?.horizontalAlignment ?? .center, spacing: spacing) { erasedContent(erase) })
        case "ViewThatFits":
            return AnyView(ViewThatFits(in: argument("in")?.axes ?? [.horizontal, .vertical]) { erasedContent(erase) })
        case "ScrollView":
            return AnyView(ScrollView(argument("_")?.axes ?? .vertical) { erasedContent(erase) })
        case "Color": return AnyView(argument("_")?.color ?? .red)
        case "Rectangle": return AnyView(Rectangle())
        case "Circle": return AnyView(Circle())
        case "Capsule": return AnyView(Capsule())
        case "Divider": return AnyView(Divider())
        case "Spacer": return AnyView(Spacer(minLength: argument("minLength")?.length))
        case "Text":
            if case .string(let string)? = argument("_") { return AnyView(Text(verbatim: string)) }
            return AnyView(Text(verbatim: ""))
        default: return AnyView(EmptyView())
        }
    }
}

extension ViewTreeDescription.Modifier {
    private func argument(_ label: String) -> ViewTreeDescription.Value? {
        arguments.first { ($0.label ?? "_") == label }?.value
    }

    private func has(_ label: String) -> Bool { argument(label) != nil }

    func apply(to view: AnyView, erasingLayouts erase: Bool) -> AnyView {
        let alignment = argument("alignment")?.alignment ?? .center
        switch name {
        case "frame":
            if ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains(where: has) {
                return AnyView(view.frame(minWidth: argument("minWidth")?.length, idealWidth: argument("idealWidth")?.length, maxWidth: argument("maxWidth")?.length,
                                          minHeight: argument("minHeight")?.length, idealHeight: argument("idealHeight")?.length, maxHeight: argument("maxHeight")?.length, alignment: alignment))
            }
            return AnyView(view.frame(width: argument("width")?.length, height: argument("height")?.length, alignment: alignment))
        case "padding":
            if let length = argument("_")?.length { return AnyView(view.padding(length)) }
            return AnyView(view.padding())
        case "offset": return AnyView(view.offset(x: argument("x")?.length ?? 0, y: argument("y")?.length ?? 0))
        case "position": return AnyView(view.position(x: argument("x")?.length ?? 0, y: argument("y")?.length ?? 0))
        case "fixedSize":
            guard let horizontal = argument("horizontal")?.boolean, let vertical = argument("vertical")?.boolean else { return AnyView(view.fixedSize()) }
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case "layoutPriority": return AnyView(view.layoutPriority(Double(argument("_")?.length ?? 0)))
        case "aspectRatio":
            return AnyView(view.aspectRatio(argument("_")?.length, contentMode: argument("contentMode") == .word("fill") ? .fill : .fit))
        case "id":
            switch argument("_") {
            case .string(let id)?: return AnyView(view.id(id))
            case .number(let id)?: return AnyView(view.id(id.isNaN ? "nan" : "\(id)"))
            default: return view
            }
        case "lineLimit": return AnyView(view.lineLimit(argument("_")?.integer))
        case "truncationMode":
            let mode: Text.TruncationMode = argument("_") == .word("head") ? .head : argument("_") == .word("middle") ? .middle : .tail
            return AnyView(view.truncationMode(mode))
        case "hidden": return AnyView(view.hidden())
        case "layoutDirection":
            return AnyView(view.environment(\.layoutDirection, argument("_") == .word("rightToLeft") ? .rightToLeft : .leftToRight))
        case "gridCellColumns": return AnyView(view.gridCellColumns(argument("_")?.integer ?? 1))
        case "overlay":
            guard let content else { return view }
            return AnyView(view.overlay(alignment: alignment) { content.makeView(erasingLayouts: erase) })
        case "background":
            guard let content else { return view }
            return AnyView(view.background(alignment: alignment) { content.makeView(erasingLayouts: erase) })
        default: return view
        }
    }
}

extension ViewTreeDescription.Value {
    /// A number as a length; nil for `nil` and non-numbers.
    var length: CGFloat? {
        if case .number(let value) = self { return CGFloat(value) }
        return nil
    }

    /// A whole number (validated by the parser to lie within ±1,000,000); nil otherwise.
    var integer: Int? {
        if case .number(let value) = self, value.rounded() == value, abs(value) <= 1_000_000 { return Int(value) }
        return nil
    }

    var boolean: Bool? {
        if case .word(let word) = self { return word == "true" ? true : word == "false" ? false : nil }
        return nil
    }

    private var word: String? {
        if case .word(let word) = self { return word }
        return nil
    }

    var verticalAlignment: VerticalAlignment? {
        switch word {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        default: return nil
        }
    }

    var horizontalAlignment: HorizontalAlignment? {
        switch word {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        default: return nil
        }
    }

    var alignment: Alignment? {
        switch word {
        case "topLeading": return .topLeading
        case "top": return .top
        case "topTrailing": return .topTrailing
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        case "bottomLeading": return .bottomLeading
        case "bottom": return .bottom
        case "bottomTrailing": return .bottomTrailing
        default: return nil
        }
    }

    var axes: Axis.Set? {
        switch word {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "both": return [.horizontal, .vertical]
        default: return nil
        }
    }

    var color: Color? {
        switch word {
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "orange": return .orange
        case "yellow": return .yellow
        case "gray": return .gray
        case "black": return .black
        case "white": return .white
        case "clear": return .clear
        default: return nil
        }
    }
}
