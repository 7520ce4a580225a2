// Random view tree descriptions for the property tests (test-only code).
import ArrangeTreeText
import PropertyBased

/// Generates `ViewTreeDescription`s using every container and modifier of the format. Every
/// element ends with `.id("n<k>")`, so frames can be compared view by view across layouts.
struct TreeTextGenerator {
    typealias Element = ViewTreeDescription.Element
    typealias Modifier = ViewTreeDescription.Modifier
    typealias Argument = ViewTreeDescription.Argument

    /// What the trees may contain.
    struct Options: Sendable {
        /// How many containers deep a tree may be.
        var depth = 3
        /// Whether numbers may be NaN, infinite, negative or huge.
        var hostile = false
        /// Whether `.layoutDirection(_:)` may appear (the mirroring property leaves it out).
        var layoutDirection = true
        /// Whether lazy containers and scroll views may appear.
        var scrolling = true
    }

    let options: Options
    private var next = 0

    init(_ options: Options) { self.options = options }

    /// A random tree.
    static func tree<R: RandomNumberGenerator>(_ options: Options, using rng: inout R) -> ViewTreeDescription {
        var generator = TreeTextGenerator(options)
        return ViewTreeDescription(root: generator.element(depth: options.depth, using: &rng))
    }

    /// A PropertyBased generator of trees with a shrinker that tries each child as the whole tree
    /// and the tree without each child or modifier.
    static func generator(_ options: Options) -> Generator<ViewTreeDescription, [ViewTreeDescription]> {
        Generator(run: { rng in
            var adapter = Adapter(base: rng)
            let tree = Self.tree(options, using: &adapter)
            rng = adapter.base
            return tree
        }, shrink: { tree in shrink(tree) })
    }

    /// `any SeededRandomNumberGenerator` as a concrete generator.
    private struct Adapter: RandomNumberGenerator {
        var base: any SeededRandomNumberGenerator
        mutating func next() -> UInt64 { base.next() }
    }

    static func shrink(_ tree: ViewTreeDescription) -> [ViewTreeDescription] {
        let root = tree.root
        var smaller = root.children.map { ViewTreeDescription(root: $0) }
        for index in root.children.indices {
            var copy = root
            copy.children.remove(at: index)
            smaller.append(ViewTreeDescription(root: copy))
        }
        for index in root.modifiers.indices.dropLast() { // keep the id
            var copy = root
            copy.modifiers.remove(at: index)
            smaller.append(ViewTreeDescription(root: copy))
        }
        return smaller
    }

    // MARK: - Elements

    private mutating func element<R: RandomNumberGenerator>(depth: Int, using rng: inout R) -> Element {
        next += 1
        let id = next
        var element = depth > 0 && Int.random(in: 0..<10, using: &rng) < 5 ? container(depth: depth, using: &rng) : leaf(using: &rng)
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            element.modifiers.append(modifier(depth: depth, using: &rng))
        }
        element.modifiers.append(Modifier("id", [Argument(nil, .string("n\(id)"))]))
        return element
    }

    private mutating func container<R: RandomNumberGenerator>(depth: Int, using rng: inout R) -> Element {
        var names = ["HStack", "VStack", "ZStack", "Grid", "ViewThatFits"]
        if options.scrolling { names += ["LazyHStack", "LazyVStack", "ScrollView"] }
        let name = names.randomElement(using: &rng)!
        var arguments: [Argument] = []
        switch name {
        case "HStack", "LazyHStack":
            arguments = [Argument("alignment", .word(["top", "center", "bottom", "firstTextBaseline"].randomElement(using: &rng)!))]
            if Bool.random(using: &rng) { arguments.append(Argument("spacing", length(using: &rng))) }
        case "VStack", "LazyVStack":
            arguments = [Argument("alignment", .word(["leading", "center", "trailing"].randomElement(using: &rng)!))]
            if Bool.random(using: &rng) { arguments.append(Argument("spacing", length(using: &rng))) }
        case "ZStack":
            arguments = [Argument("alignment", .word(["topLeading", "center", "bottomTrailing", "top"].randomElement(using: &rng)!))]
        case "Grid":
            arguments = [Argument("horizontalSpacing", length(using: &rng)), Argument("alignment", .word(["leading", "center", "bottomTrailing"].randomElement(using: &rng)!))]
        case "ViewThatFits":
            arguments = [Argument("in", .word(["horizontal", "vertical", "both"].randomElement(using: &rng)!))]
        default:
            arguments = [Argument(nil, .word(["horizontal", "vertical"].randomElement(using: &rng)!))]
        }
        var element = Element(name, arguments)
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            if name == "Grid", Bool.random(using: &rng) {
                next += 1
                let rowID = next
                var row = Element("GridRow", [], modifiers: [])
                for _ in 0..<Int.random(in: 1...3, using: &rng) { row.children.append(self.element(depth: depth - 2, using: &rng)) }
                row.modifiers.append(Modifier("id", [Argument(nil, .string("n\(rowID)"))]))
                element.children.append(row)
            } else {
                element.children.append(self.element(depth: depth - 1, using: &rng))
            }
        }
        return element
    }

    private func leaf<R: RandomNumberGenerator>(using rng: inout R) -> Element {
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return Element("Color", [Argument(nil, .word(["red", "blue", "green", "clear"].randomElement(using: &rng)!))])
        case 1: return Element(["Rectangle", "Circle", "Capsule"].randomElement(using: &rng)!)
        case 2: return Element("Spacer", Bool.random(using: &rng) ? [] : [Argument("minLength", length(using: &rng))])
        case 3: return Element("Divider")
        case 4: return Element("EmptyView")
        default:
            let words = ["Hi", "Hello, world", "مرحبا", "a b c d e f", "Wrap me across several lines please", "👋🏽", "x"]
            return Element("Text", [Argument(nil, .string(words.randomElement(using: &rng)!))])
        }
    }

    private mutating func modifier<R: RandomNumberGenerator>(depth: Int, using rng: inout R) -> Modifier {
        var names = ["frame", "flexibleFrame", "padding", "offset", "position", "fixedSize", "layoutPriority", "aspectRatio", "lineLimit", "truncationMode", "hidden", "gridCellColumns", "overlay", "background"]
        if options.layoutDirection { names.append("layoutDirection") }
        switch names.randomElement(using: &rng)! {
        case "frame":
            var arguments: [Argument] = []
            if Bool.random(using: &rng) { arguments.append(Argument("width", length(using: &rng))) }
            if Bool.random(using: &rng) { arguments.append(Argument("height", length(using: &rng))) }
            arguments.append(Argument("alignment", .word(["center", "topLeading", "bottomTrailing"].randomElement(using: &rng)!)))
            return Modifier("frame", arguments)
        case "flexibleFrame":
            let minimum = length(using: &rng)
            let maximum: ViewTreeDescription.Value = Bool.random(using: &rng) ? .number(.infinity) : .number((minimum.number ?? 0) + (length(using: &rng).number ?? 0))
            return Modifier("frame", [Argument("minWidth", minimum), Argument("maxWidth", maximum), Argument("maxHeight", Bool.random(using: &rng) ? .number(.infinity) : length(using: &rng))])
        case "padding": return Modifier("padding", Bool.random(using: &rng) ? [] : [Argument(nil, length(using: &rng))])
        case "offset": return Modifier("offset", [Argument("x", length(using: &rng)), Argument("y", length(using: &rng))])
        case "position": return Modifier("position", [Argument("x", length(using: &rng)), Argument("y", length(using: &rng))])
        case "fixedSize":
            return Bool.random(using: &rng) ? Modifier("fixedSize") : Modifier("fixedSize", [Argument("horizontal", .word(Bool.random(using: &rng) ? "true" : "false")), Argument("vertical", .word("false"))])
        case "layoutPriority": return Modifier("layoutPriority", [Argument(nil, .number(Double(Int.random(in: -1...2, using: &rng))))])
        case "aspectRatio":
            return Modifier("aspectRatio", [Argument(nil, Bool.random(using: &rng) ? .word("nil") : .number([0.5, 1, 2].randomElement(using: &rng)!)), Argument("contentMode", .word(Bool.random(using: &rng) ? "fit" : "fill"))])
        case "lineLimit": return Modifier("lineLimit", [Argument(nil, Bool.random(using: &rng) ? .word("nil") : .number(Double(Int.random(in: 1...3, using: &rng))))])
        case "truncationMode": return Modifier("truncationMode", [Argument(nil, .word(["head", "middle", "tail"].randomElement(using: &rng)!))])
        case "hidden": return Modifier("hidden")
        case "gridCellColumns": return Modifier("gridCellColumns", [Argument(nil, .number(Double(Int.random(in: 1...3, using: &rng))))])
        case "layoutDirection": return Modifier("layoutDirection", [Argument(nil, .word(Bool.random(using: &rng) ? "rightToLeft" : "leftToRight"))])
        default:
            var content = leaf(using: &rng)
            content.modifiers.append(Modifier("frame", [Argument("width", length(using: &rng)), Argument("height", length(using: &rng))]))
            return Modifier(Bool.random(using: &rng) ? "overlay" : "background", [Argument("alignment", .word(["center", "topLeading", "trailing"].randomElement(using: &rng)!))], content: content)
        }
    }

    /// A length: a multiple of 5 up to 60, or with `hostile`, sometimes NaN, ±∞, negative or huge.
    private func length<R: RandomNumberGenerator>(using rng: inout R) -> ViewTreeDescription.Value {
        if options.hostile, Int.random(in: 0..<4, using: &rng) == 0 {
            return .number([.nan, .infinity, -.infinity, -10, 1e300, -0.0, 1e-300].randomElement(using: &rng)!)
        }
        return .number(Double(Int.random(in: 0...12, using: &rng) * 5))
    }
}

extension ViewTreeDescription.Value {
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
