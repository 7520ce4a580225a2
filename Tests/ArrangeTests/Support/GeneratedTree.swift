// Random view trees for equivalence tests (test-only code).
@testable import Arrange

/// A small deterministic generator (SplitMix64), so a failing tree can be rebuilt from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A description of a view tree, rendered into views twice: once with the built-in containers and
/// once with every container wrapped in `AnyLayout`. Every node carries an explicit id `n<k>`.
indirect enum GeneratedTree {
    case fixed(id: Int, width: CGFloat, height: CGFloat)
    case flexible(id: Int, minWidth: CGFloat, maxWidth: CGFloat, height: CGFloat)
    case spacer(id: Int, minLength: CGFloat?)
    case padded(id: Int, length: CGFloat, GeneratedTree)
    case prioritised(id: Int, priority: Double, GeneratedTree)
    case container(id: Int, kind: Kind, children: [GeneratedTree])

    /// The containers a tree can hold, each with the parameters of its layout.
    enum Kind {
        case hStack(VerticalAlignment, CGFloat?)
        case vStack(HorizontalAlignment, CGFloat?)
        case zStack(Alignment)
        case grid(Alignment, CGFloat?)
    }

    /// A random tree at most `depth` containers deep; `next` numbers the ids.
    static func make(depth: Int, using rng: inout SeededGenerator, next: inout Int) -> GeneratedTree {
        next += 1
        let id = next
        let pick = depth == 0 ? Int.random(in: 0..<3, using: &rng) : Int.random(in: 0..<10, using: &rng)
        func length() -> CGFloat { CGFloat(Int.random(in: 0...12, using: &rng) * 5) }
        switch pick {
        case 0: return .fixed(id: id, width: length(), height: length())
        case 1:
            let minimum = length()
            return .flexible(id: id, minWidth: minimum, maxWidth: Bool.random(using: &rng) ? .infinity : minimum + length(), height: length())
        case 2: return .spacer(id: id, minLength: Bool.random(using: &rng) ? nil : length())
        case 3: return .padded(id: id, length: length(), make(depth: depth - 1, using: &rng, next: &next))
        case 4: return .prioritised(id: id, priority: Double(Int.random(in: -1...2, using: &rng)), make(depth: depth - 1, using: &rng, next: &next))
        default:
            let spacing: CGFloat? = Bool.random(using: &rng) ? nil : length()
            let kinds: [Kind] = [
                .hStack([.top, .center, .bottom].randomElement(using: &rng)!, spacing),
                .vStack([.leading, .center, .trailing].randomElement(using: &rng)!, spacing),
                .zStack([.topLeading, .center, .bottomTrailing].randomElement(using: &rng)!),
                .grid(Alignment(horizontal: [.leading, .center, .trailing].randomElement(using: &rng)!, vertical: [.top, .center, .bottom].randomElement(using: &rng)!), spacing),
            ]
            let children = (0..<Int.random(in: 0...5, using: &rng)).map { _ in make(depth: depth - 1, using: &rng, next: &next) }
            return .container(id: id, kind: kinds.randomElement(using: &rng)!, children: children)
        }
    }

    /// Every id in the tree.
    var ids: [String] {
        switch self {
        case .fixed(let id, _, _), .flexible(let id, _, _, _), .spacer(let id, _): return ["n\(id)"]
        case .padded(let id, _, let child), .prioritised(let id, _, let child): return ["n\(id)"] + child.ids
        case .container(let id, _, let children): return ["n\(id)"] + children.flatMap(\.ids)
        }
    }

    /// The tree as views; `erased` wraps every container's layout in `AnyLayout`.
    func view(erased: Bool) -> AnyView {
        switch self {
        case .fixed(let id, let width, let height):
            return AnyView(Color.red.frame(width: width, height: height).id("n\(id)"))
        case .flexible(let id, let minWidth, let maxWidth, let height):
            return AnyView(Color.blue.frame(minWidth: minWidth, maxWidth: maxWidth).frame(height: height).id("n\(id)"))
        case .spacer(let id, let minLength):
            return AnyView(Spacer(minLength: minLength).id("n\(id)"))
        case .padded(let id, let length, let child):
            return AnyView(child.view(erased: erased).padding(length).id("n\(id)"))
        case .prioritised(let id, let priority, let child):
            return AnyView(child.view(erased: erased).layoutPriority(priority).id("n\(id)"))
        case .container(let id, let kind, let children):
            let content = ForEach(children.indices, id: \.self) { children[$0].view(erased: erased) }
            let layout: any Layout
            switch kind {
            case .hStack(let alignment, let spacing): layout = HStackLayout(alignment: alignment, spacing: spacing)
            case .vStack(let alignment, let spacing): layout = VStackLayout(alignment: alignment, spacing: spacing)
            case .zStack(let alignment): layout = ZStackLayout(alignment: alignment)
            case .grid(let alignment, let spacing):
                // Each child forms a row of its own (it is not a GridRow), spanning every column.
                layout = GridLayout(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing)
            }
            if erased { return AnyView(AnyLayout(layout) { content }.id("n\(id)")) }
            return AnyView(Self.direct(layout) { content }.id("n\(id)"))
        }
    }

    /// Calls `layout` (an existential) as a container, opening it to its concrete type.
    private static func direct<Content: View>(_ layout: any Layout, @ViewBuilder content: () -> Content) -> AnyView {
        func open<L: Layout>(_ layout: L) -> AnyView { AnyView(layout { content() }) }
        return open(layout)
    }
}
