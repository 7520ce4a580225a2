import Foundation
import Testing
import PropertyBased
import ArrangeTreeText
@testable import Arrange

/// Properties of layout checked on generated view trees of every container and modifier of the
/// tree text format (Swift Testing, through x-sheep/swift-property-based). Each property names
/// the rule it comes from. The number of trees generated is printed at the end of each test.
@Suite(.serialized)
struct LayoutPropertyTests {
    static let plain = TreeTextGenerator.generator(.init())
    static let hostile = TreeTextGenerator.generator(.init(hostile: true))
    static let mirrorable = TreeTextGenerator.generator(.init(layoutDirection: false))
    static let proposals: [ProposedViewSize] = [ProposedViewSize(width: 320, height: 240), ProposedViewSize(width: 37, height: 500), .zero, .unspecified]

    /// How many trees each property saw, printed with the test's name.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var repairs = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        /// A layout that reported diagnostics, left out of a property about well-formed layouts.
        func repaired() { lock.lock(); repairs += 1; lock.unlock() }
        func report(_ name: String) {
            print("LayoutPropertyTests.\(name): \(count) generated trees" + (repairs > 0 ? " (\(repairs) layouts with repairs left out)" : ""))
        }
    }

    /// Every id in a description (the generator gives every element one).
    static func ids(_ element: ViewTreeDescription.Element) -> [String] {
        let own = element.modifiers.compactMap { modifier -> String? in
            guard modifier.name == "id", case .string(let id)? = modifier.arguments.first?.value else { return nil }
            return id
        }
        return own + element.children.flatMap(ids)
    }

    static func sameFrames(_ a: LayoutSnapshot, _ b: LayoutSnapshot) -> Bool {
        a.graph.frames.count == b.graph.frames.count && zip(a.graph.frames, b.graph.frames).allSatisfy { $0 == $1 || ($0.isNull && $1.isNull) }
    }

    /// The canonical text parses back to the same description.
    @Test func printedTreesParseBack() async throws {
        let tally = Tally()
        await propertyCheck(count: 1000, input: Self.hostile) { tree in
            tally.add()
            let parsed = try ViewTreeDescription(parsing: tree.description)
            #expect(parsed == tree, "\(tree)")
        }
        tally.report("printedTreesParseBack")
    }

    /// Sizes are memoised per node and exact proposal (README, "How it works"): the memo may only save work,
    /// never change a frame.
    @Test func theSizeMemoChangesNoFrame() async {
        let tally = Tally()
        await propertyCheck(count: 300, input: Self.plain) { tree in
            tally.add()
            let view = tree.makeView()
            for proposal in Self.proposals {
                let memoised = LayoutSnapshot(of: view, proposal: proposal)
                let fresh = LayoutSnapshot(withoutSizeMemo: view, proposal: proposal)
                #expect(memoised.size == fresh.size)
                for id in Self.ids(tree.root) where memoised.frame(of: id) != fresh.frame(of: id) {
                    Issue.record("\(id): \(String(describing: memoised.frame(of: id))) with the memo, \(String(describing: fresh.frame(of: id))) without, in \(tree) proposed \(proposal)")
                }
            }
        }
        tally.report("theSizeMemoChangesNoFrame")
    }

    /// Layout is a function of the view and the proposal: laying out twice gives identical frames
    /// and diagnostics (Taffy's "relayout gives identical results").
    @Test func layingOutTwiceGivesIdenticalFrames() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Self.hostile) { tree in
            tally.add()
            for proposal in Self.proposals {
                let first = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                let second = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                #expect(Self.sameFrames(first, second), "\(tree) proposed \(proposal)")
                #expect(first.diagnostics == second.diagnostics, "\(tree)")
            }
        }
        tally.report("layingOutTwiceGivesIdenticalFrames")
    }

    /// Apple (`LayoutDirection`, `layoutDirection` environment value): in a right-to-left
    /// environment the layout is mirrored horizontally. Every view's frame in the right-to-left
    /// layout is its left-to-right frame reflected in the root's vertical centre line. Trees
    /// whose layout the engine had to repair (an infinite size from `aspectRatio(contentMode:
    /// .fill)` proposed nil, say: a repaired size of 0 is not a mirror image) are counted apart.
    @Test func rightToLeftMirrorsLeftToRight() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Self.mirrorable) { tree in
            tally.add()
            let ids = Self.ids(tree.root)
            for proposal in Self.proposals {
                let ltr = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                var rightToLeft = EnvironmentValues()
                rightToLeft.layoutDirection = .rightToLeft
                let rtl = LayoutSnapshot(of: tree.makeView(), proposal: proposal, environment: rightToLeft)
                guard ltr.diagnostics.isEmpty else { tally.repaired(); continue }
                #expect(ltr.size == rtl.size)
                let width = ltr.rootFrame.width
                for id in ids {
                    guard let left = ltr.frame(of: id) else { #expect(rtl.frame(of: id) == nil, "\(id) in \(tree)"); continue }
                    guard let right = rtl.frame(of: id) else { Issue.record("\(id) missing right-to-left in \(tree)"); continue }
                    let mirroredX = width - left.maxX
                    let close = abs(right.minX - mirroredX) < 1e-6 || (right.minX == mirroredX)
                    #expect(close && right.size == left.size && right.minY == left.minY, "\(id): \(left) mirrors to \(right) in \(tree) proposed \(proposal)")
                }
            }
        }
        tally.report("rightToLeftMirrorsLeftToRight")
    }

    /// Apple's `AnyLayout` documentation: a type-erased layout gives the wrapped layout's results.
    @Test func anyLayoutEqualsTheLayoutItWraps() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Self.plain) { tree in
            tally.add()
            let ids = Self.ids(tree.root)
            for proposal in Self.proposals {
                let direct = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                let erased = LayoutSnapshot(of: tree.makeView(erasingLayouts: true), proposal: proposal)
                #expect(direct.size == erased.size, "\(tree)")
                for id in ids where direct.frame(of: id) != erased.frame(of: id) {
                    Issue.record("\(id): \(String(describing: direct.frame(of: id))) direct, \(String(describing: erased.frame(of: id))) erased in \(tree)")
                }
            }
        }
        tally.report("anyLayoutEqualsTheLayoutItWraps")
    }

    /// The tree a generated case shrank to (seed `dj27hFH/sGQp5kKrh3Tm9iFB+2Sx7ZpwhR2IBB8tbJg=`):
    /// a wrapping `Text` beside a `Grid` in a fixed-width frame, in a first-text-baseline
    /// `LazyHStack` inside a horizontal `ScrollView`. Apple's `AnyLayout` documentation: erasing
    /// the layouts changes no frame.
    @Test func anyLayoutEqualsTheLayoutItWrapsBesideABaselineGrid() throws {
        let text = #"ScrollView(horizontal) { LazyHStack(alignment: firstTextBaseline) { Grid(horizontalSpacing: 40.0, alignment: leading) { }.frame(width: 60.0, alignment: topLeading).id("n4") Text("Wrap me across several lines please").layoutPriority(2.0).layoutPriority(1.0).id("n5") Color(clear).aspectRatio(0.5, contentMode: fit).id("n6") }.lineLimit(1.0).lineLimit(nil).id("n3") LazyHStack(alignment: bottom, spacing: 30.0) { ScrollView(horizontal) { Color(blue).id("n10") Color(blue).aspectRatio(1.0, contentMode: fill).id("n11") }.position(x: 30.0, y: 15.0).id("n9") Divider().fixedSize(horizontal: false, vertical: false).id("n12") ScrollView(horizontal) { Color(clear).id("n14") Color(red).background(alignment: trailing) { Text("x").frame(width: 25.0, height: 50.0) }.id("n15") Text("مرحبا").hidden().id("n16") Text("مرحبا").position(x: 15.0, y: 25.0).id("n17") }.gridCellColumns(3.0).id("n13") LazyHStack(alignment: firstTextBaseline, spacing: 30.0) { Text("a b c d e f").id("n19") Color(blue).layoutDirection(leftToRight).id("n20") }.lineLimit(nil).id("n18") }.id("n8") }.id("n1")"#
        let tree = try ViewTreeDescription(parsing: text)
        let ids = Self.ids(tree.root)
        for proposal in Self.proposals {
            let direct = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
            let erased = LayoutSnapshot(of: tree.makeView(erasingLayouts: true), proposal: proposal)
            #expect(direct.size == erased.size)
            for id in ids {
                #expect(direct.frame(of: id) == erased.frame(of: id), "\(id) proposed \(proposal)")
            }
        }
    }

    /// README, "How it works": non-finite sizes are sanitised and reported, never propagated. No frame holds
    /// NaN or infinity, from finite input or from hostile input (NaN, ±∞, negative, huge numbers).
    @Test func framesAreAlwaysFinite() async {
        let tally = Tally()
        for generator in [Self.plain, Self.hostile] {
            await propertyCheck(count: 500, input: generator) { tree in
                tally.add()
                for proposal in Self.proposals + [ProposedViewSize(width: .infinity, height: .infinity)] {
                    let snapshot = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                    for frame in snapshot.graph.frames where !frame.isNull {
                        #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width >= 0 && frame.height >= 0, "\(frame) in \(tree) proposed \(proposal)")
                    }
                }
            }
        }
        tally.report("framesAreAlwaysFinite")
    }

    /// Docs/LayoutRules.md §3–4: a stack places its subviews one after another along its axis, each after
    /// the previous one's end plus non-negative spacing, so with non-negative spacing no two
    /// subviews overlap along the axis. Layouts the engine had to repair are counted apart.
    @Test func stacksNeverOverlapTheirChildrenAlongTheirAxis() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: TreeTextGenerator.generator(.init(layoutDirection: false))) { tree in
            tally.add()
            for proposal in Self.proposals {
                let snapshot = LayoutSnapshot(of: tree.makeView(), proposal: proposal)
                guard snapshot.diagnostics.isEmpty else { tally.repaired(); continue }
                Self.checkStacks(tree.root, in: snapshot, tree: tree)
            }
        }
        tally.report("stacksNeverOverlapTheirChildrenAlongTheirAxis")
    }

    static func checkStacks(_ element: ViewTreeDescription.Element, in snapshot: LayoutSnapshot, tree: ViewTreeDescription) {
        let horizontal = ["HStack", "LazyHStack"].contains(element.name), vertical = ["VStack", "LazyVStack"].contains(element.name)
        if horizontal || vertical {
            let frames = element.children.compactMap { ids($0).first.flatMap { snapshot.frame(of: $0) } }
            for (a, b) in zip(frames, frames.dropFirst()) {
                let ordered = horizontal ? b.minX >= a.maxX - 1e-6 : b.minY >= a.maxY - 1e-6
                #expect(ordered, "\(a) then \(b) in \(element.name) of \(tree)")
            }
        }
        for child in element.children { checkStacks(child, in: snapshot, tree: tree) }
    }
}
