import Arrange
import ArrangeLayouts

/// One benchmark case: a tree of views, the proposal given to its root, and the size the root must
/// come out at (a sanity check that the engine laid out what we think it did).
///
/// Shapes, root proposals and view counts mirror the Taffy peer benchmark (Benchmarks/README.md,
/// "Workloads"), so that Arrange's figures and Taffy's compare like with like:
/// - `views` counts nodes the way the Taffy script does: every container and every leaf is one node.
///   A leaf `Color.red.frame(width: 20, height: 10)` counts as one view, though Arrange resolves it
///   into two nodes (the colour and its frame); `ForEach` and `AnyView` wrappers are not counted.
/// - The root is proposed what Taffy gives its root: `max-content × max-content`, i.e.
///   `ProposedViewSize.unspecified` (nil × nil), except W5, whose root has a fixed width.
struct Workload {
    /// The case name, e.g. "W1 flat 10000"; `--only` matches a prefix of it.
    let name: String
    /// Number of views in the tree, counted as the Taffy script counts nodes.
    let views: Int
    /// The proposal given to the root view (placed at the origin).
    let proposal: ProposedViewSize
    /// The expected size of the root view.
    let expectedSize: CGSize
    /// Timed runs after the warm-up, at most (fewer when one run is slow; see `Runner`): 200 for
    /// most, as the Taffy benchmark allows (Benchmarks/README.md, "Workloads"), so that the small trees' medians are stable.
    let maxRuns: Int
    /// Builds the view tree. Cheap: `ForEach` content is produced when Arrange resolves the tree.
    let makeView: () -> AnyView
    /// For a relayout workload (W6): the tree with its changed leaf in one state or the other. The
    /// runs lay out `makeView()` once in a `LayoutHost`, then time `update(rootView:)` with the
    /// states alternating.
    var makeChangedView: ((Bool) -> AnyView)? = nil
}

// MARK: - Shapes (leaf 20 × 10, default spacing 8 between plain views)

let leafWidth: CGFloat = 20
let leafHeight: CGFloat = 10
let spacing: CGFloat = 8

/// The fixed-size leaf every workload is built from.
func leaf() -> some View { Color.red.frame(width: 20, height: 10) }

/// W1: one HStack with `n` leaves.
func flat(_ n: Int) -> AnyView {
    AnyView(HStack { ForEach(0..<n, id: \.self) { _ in leaf() } })
}

/// W2: level i is a container (HStack at even levels, VStack at odd ones) holding a leaf and level
/// i + 1; the deepest container holds only its leaf. `depth` containers, `2 × depth` views.
func deep(_ depth: Int, level: Int = 0) -> AnyView {
    let last = level == depth - 1
    if level % 2 == 0 {
        return last ? AnyView(HStack { leaf() }) : AnyView(HStack { leaf(); deep(depth, level: level + 1) })
    } else {
        return last ? AnyView(VStack { leaf() }) : AnyView(VStack { leaf(); deep(depth, level: level + 1) })
    }
}

/// W3: containers at levels 0 ..< depth each hold 4 children (HStack at even levels, VStack at odd
/// ones); level `depth` is leaves. (4^(depth+1) − 1) / 3 views, as the Taffy benchmark builds it.
func balanced(_ depth: Int, level: Int = 0) -> AnyView {
    if level == depth { return AnyView(leaf()) }
    let children = ForEach(0..<4, id: \.self) { _ in balanced(depth, level: level + 1) }
    return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
}

/// W3 with one leaf, the middle one (leaf 4^depth / 2, the leaf the Taffy benchmark's relayout case
/// resizes), 30 wide instead of 20 when `widened`.
func balanced(_ depth: Int, widened: Bool, level: Int = 0, index: Int = 0) -> AnyView {
    if level == depth {
        let middle = Int(pow(4.0, Double(depth))) / 2
        return AnyView(Color.red.frame(width: widened && index == middle ? 30 : 20, height: 10))
    }
    let children = ForEach(0..<4, id: \.self) { i in balanced(depth, widened: widened, level: level + 1, index: index * 4 + i) }
    return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
}

/// W5: one HStack with `n` leaves, every other one flexible (`frame(minWidth: 0, maxWidth: .infinity)`).
func flexible(_ n: Int) -> AnyView {
    AnyView(HStack {
        ForEach(0..<n, id: \.self) { i in
            if i % 2 == 0 {
                leaf()
            } else {
                Color.red.frame(minWidth: 0, maxWidth: .infinity)
            }
        }
    })
}

/// W4: a `Grid` of `rows` × `columns` leaves, one `GridRow` per row.
func grid(_ rows: Int, _ columns: Int) -> AnyView {
    AnyView(Grid {
        ForEach(0..<rows, id: \.self) { _ in
            GridRow { ForEach(0..<columns, id: \.self) { _ in leaf() } }
        }
    })
}

/// Flow: one `FlowLayout` (ArrangeLayouts) with `n` leaves, wrapped at the root's proposed width.
func flow(_ n: Int) -> AnyView {
    AnyView(FlowLayout { ForEach(0..<n, id: \.self) { _ in leaf() } })
}

/// The monospaced 10 pt font of the text workloads (DejaVu Sans Mono, bundled with Arrange).
let textFont = Font.system(size: 10, design: .monospaced)

/// Text labels: a VStack of `n` different 11-character labels.
func labels(_ n: Int) -> AnyView {
    AnyView(VStack(alignment: .leading) {
        // "Label 00000", "Label 00001", …: five digits for n ≤ 100,000.
        ForEach(0..<n, id: \.self) { i in Text("Label " + String(100_000 + i).dropFirst()) }
    }.font(textFont))
}

/// A paragraph: one Text of `words` five-letter words separated by spaces.
func paragraph(_ words: Int) -> AnyView {
    AnyView(Text(Array(repeating: "lorem", count: words).joined(separator: " ")).font(textFont))
}

// MARK: - Expected root sizes (as the Taffy benchmark checks them)

func expectFlat(_ n: Int) -> CGSize {
    CGSize(width: CGFloat(n) * leafWidth + CGFloat(n - 1) * spacing, height: leafHeight)
}

func expectDeep(_ depth: Int) -> CGSize {
    var (w, h) = (leafWidth, leafHeight)
    for level in stride(from: depth - 2, through: 0, by: -1) {
        if level % 2 == 0 { (w, h) = (leafWidth + spacing + w, max(leafHeight, h)) }
        else { (w, h) = (max(leafWidth, w), leafHeight + spacing + h) }
    }
    return CGSize(width: w, height: h)
}

func expectBalanced(_ depth: Int) -> CGSize {
    var (w, h) = (leafWidth, leafHeight)
    for level in stride(from: depth - 1, through: 0, by: -1) {
        if level % 2 == 0 { w = 4 * w + 3 * spacing } else { h = 4 * h + 3 * spacing }
    }
    return CGSize(width: w, height: h)
}

/// Columns as wide as their widest cell and rows as tall as their tallest, 8 between them (Docs/LayoutRules.md §10).
func expectGrid(_ rows: Int, _ columns: Int) -> CGSize {
    CGSize(width: CGFloat(columns) * leafWidth + CGFloat(columns - 1) * spacing,
           height: CGFloat(rows) * leafHeight + CGFloat(rows - 1) * spacing)
}

/// DejaVu Sans Mono's metrics (from the font file: `unitsPerEm` 2048, every advance 1233, hhea
/// ascender 1901, descender −483, line gap 0): at 10 pt a character is 1233·10/2048 pt wide and a
/// line (1901 + 483)·10/2048 pt tall. Text sizes round up to whole points (display scale 1).
let monoAdvance = CGFloat(1233) * 10 / 2048
let monoLine = CGFloat(1901 + 483) * 10 / 2048

/// Labels: each 11 characters wide and one line tall, rounded up; stacked with no space between
/// texts (the text-to-text distance is the line gap, 0, Docs/LayoutRules.md §3).
func expectLabels(_ n: Int) -> CGSize {
    CGSize(width: (11 * monoAdvance).rounded(.up), height: CGFloat(n) * monoLine.rounded(.up))
}

/// A paragraph of five-letter words at `width`: k words fit a line while (6k − 1) characters fit.
func expectParagraph(_ words: Int, width: CGFloat) -> CGSize {
    let perLine = Int(((width / monoAdvance) + 1) / 6)
    let lines = (words + perLine - 1) / perLine
    return CGSize(width: (CGFloat(6 * perLine - 1) * monoAdvance).rounded(.up), height: (CGFloat(lines) * monoLine).rounded(.up))
}

/// The W5 root width the Taffy script uses: wide enough that every flexible child ends up 10 wide.
func w5Width(_ n: Int) -> CGFloat {
    let fixed = (n + 1) / 2, flex = n - fixed
    return CGFloat(fixed) * leafWidth + CGFloat(n - 1) * spacing + CGFloat(flex) * 10
}

/// A flow of `n` leaves wrapped at `width` with the default spacing of 8 between plain views on both
/// axes: k leaves take 20k + 8(k − 1) ≤ width → k = ⌊(width + 8) / 28⌋ per line (36 for 1,000:
/// 36·20 + 35·8 = 1,000); ⌈n / k⌉ lines (the last may be partial) of 10, 8 apart.
func expectFlow(_ n: Int, width: CGFloat) -> CGSize {
    let perLine = Int((width + spacing) / (leafWidth + spacing))
    let lines = (n + perLine - 1) / perLine
    return CGSize(width: CGFloat(perLine) * leafWidth + CGFloat(perLine - 1) * spacing,
                  height: CGFloat(lines) * leafHeight + CGFloat(lines - 1) * spacing)
}

// MARK: - The catalogue

/// Every workload, in the order they run.
let allWorkloads: [Workload] = {
    var list: [Workload] = []
    for n in [1_000, 10_000, 100_000] {
        list.append(Workload(name: "W1 flat \(n)", views: n + 1, proposal: .unspecified,
                             expectedSize: expectFlat(n), maxRuns: 200, makeView: { flat(n) }))
    }
    for d in [10, 100, 1_000, 10_000] {
        list.append(Workload(name: "W2 deep \(d)", views: 2 * d, proposal: .unspecified,
                             expectedSize: expectDeep(d), maxRuns: 200, makeView: { deep(d) }))
    }
    for d in [5, 7, 8, 10] {
        let n = (Int(pow(4.0, Double(d + 1))) - 1) / 3
        list.append(Workload(name: "W3 balanced \(n)", views: n, proposal: .unspecified,
                             expectedSize: expectBalanced(d), maxRuns: d >= 10 ? 5 : 200,
                             makeView: { balanced(d) }))
    }
    // W6: W3 at depth 8 (87,381 views) laid out once in a LayoutHost, then the middle leaf resized
    // (20 ↔ 30 wide) and laid out again; the relayouts are timed (resolving the new value is shown
    // apart, as for every workload).
    // The 1,365-view case (depth 5) is the smallest, run by `--smoke`; only 87,381 has a Taffy figure.
    for d in [5, 8] {
        let relayoutViews = (Int(pow(4.0, Double(d + 1))) - 1) / 3
        list.append(Workload(name: "W6 relayout \(relayoutViews)", views: relayoutViews, proposal: .unspecified,
                             expectedSize: expectBalanced(d), maxRuns: 200,
                             makeView: { balanced(d, widened: false) },
                             makeChangedView: { balanced(d, widened: $0) }))
    }
    // W4 counts cells, as the Taffy script's grid cases do (`per_count = r * r`).
    for r in [100, 300] {
        list.append(Workload(name: "W4 grid \(r)x\(r)", views: r * r, proposal: .unspecified,
                             expectedSize: expectGrid(r, r), maxRuns: 200, makeView: { grid(r, r) }))
    }
    // W5 as the Taffy benchmark builds it: the row is exactly as wide as the content with 10-pt flexible children.
    let n = 10_000, width = w5Width(n)
    list.append(Workload(name: "W5 flexible \(n)", views: n + 1,
                         proposal: ProposedViewSize(width: width, height: nil),
                         expectedSize: CGSize(width: width, height: leafHeight), maxRuns: 200,
                         makeView: { flexible(n) }))
    // W5 as the family's first wording reads (width 10,000; Benchmarks/README.md): the fixed children alone overflow it, so the
    // flexible ones get 0 and the stack comes out at its minimum width. Not comparable with Taffy.
    let minimum = CGFloat((n + 1) / 2) * leafWidth + CGFloat(n - 1) * spacing
    list.append(Workload(name: "W5 flexible \(n) width=10000", views: n + 1,
                         proposal: ProposedViewSize(width: 10_000, height: nil),
                         expectedSize: CGSize(width: minimum, height: leafHeight), maxRuns: 200,
                         makeView: { flexible(n) }))
    // Flow (not a standard family; no Taffy counterpart): 100,000 leaves in a FlowLayout proposed
    // width 1,000 → 36 per line, 1,000 wide; ⌈100000 / 36⌉ = 2,778 lines → 2,778·10 + 2,777·8 = 49,996.
    let flowCount = 100_000
    list.append(Workload(name: "Flow \(flowCount)", views: flowCount + 1,
                         proposal: ProposedViewSize(width: 1_000, height: nil),
                         expectedSize: expectFlow(flowCount, width: 1_000), maxRuns: 15,
                         makeView: { flow(flowCount) }))
    // Text (issue "Text"; no Taffy counterpart): measuring 10,000 different labels, and wrapping a
    // 10,000-word paragraph at several widths. `views` counts labels and words.
    list.append(Workload(name: "Text labels 10000", views: 10_001, proposal: .unspecified,
                         expectedSize: expectLabels(10_000), maxRuns: 15, makeView: { labels(10_000) }))
    for width in [200, 400, 1_000] as [CGFloat] {
        list.append(Workload(name: "Text paragraph 10000 words width=\(Int(width))", views: 10_000,
                             proposal: ProposedViewSize(width: width, height: nil),
                             expectedSize: expectParagraph(10_000, width: width), maxRuns: 15, makeView: { paragraph(10_000) }))
    }
    return list
}()

/// The smallest workload of each family (the first listed: sizes grow down the list), for
/// `--smoke`. A family is the name without its sizes: "W1 flat", "W5 flexible", "Text paragraph".
var smokeWorkloads: [Workload] {
    var seen: Set<String> = []
    return allWorkloads.filter { workload in
        let family = workload.name.split(separator: " ").prefix { !($0.first?.isNumber ?? true) }.joined(separator: " ")
        return seen.insert(family).inserted
    }
}

/// Families that have no workload yet, with the line printed in their place.
let pendingFamilies: [(prefix: String, note: String)] = []
