import XCTest
@testable import Arrange

/// Random trees of stacks, frames, padding, spacers, priorities and a custom layout with a cache:
/// after one leaf changes, `LayoutHost`'s relayout gives every frame of a fresh full layout, and
/// the custom layout's cache is updated only where its subviews changed.
final class LayoutHostRandomTreeTests: XCTestCase {
    /// Counts how often the custom layout's cache is made and updated.
    final class CacheLog: @unchecked Sendable {
        var made = 0
        var updated = 0
    }

    /// A custom layout that lines its subviews up diagonally, with a cache of their sizes.
    /// `Equatable`, so that an unchanged value keeps its cache (a layout that is neither
    /// `Equatable` nor a plain value counts as changed on every update).
    struct Diagonal: Layout, Equatable {
        let step: CGFloat
        let log: CacheLog

        static func == (a: Diagonal, b: Diagonal) -> Bool { a.step == b.step && a.log === b.log }

        func makeCache(subviews: Subviews) -> [CGSize] {
            log.made += 1
            return subviews.map { $0.sizeThatFits(.unspecified) }
        }

        func updateCache(_ cache: inout [CGSize], subviews: Subviews) {
            log.updated += 1
            cache = subviews.map { $0.sizeThatFits(.unspecified) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
            var size = CGSize.zero
            for (index, child) in cache.enumerated() {
                size.width = max(size.width, CGFloat(index) * step + child.width)
                size.height = max(size.height, CGFloat(index) * step + child.height)
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
            for (index, subview) in subviews.enumerated() {
                let offset = CGFloat(index) * step
                subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
            }
        }
    }

    /// A tree description, so that one leaf can be changed and the view made again.
    indirect enum Spec {
        case fixed(CGFloat, CGFloat)
        case flexible(min: CGFloat, max: CGFloat)
        case color
        case spacer
        case hstack([Spec], spacing: CGFloat?)
        case vstack([Spec])
        case zstack([Spec])
        case padded(Spec, CGFloat)
        case prioritised(Spec, Double)
        case diagonal([Spec])
    }

    /// A small deterministic generator (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func randomSpec(depth: Int, _ rng: inout Generator) -> Spec {
        if depth == 0 || Int.random(in: 0..<5, using: &rng) == 0 {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .flexible(min: CGFloat(Int.random(in: 0..<20, using: &rng)), max: [40, .infinity].randomElement(using: &rng)!)
            case 1: return .color
            case 2: return .spacer
            default: return .fixed(CGFloat(Int.random(in: 1..<40, using: &rng)), CGFloat(Int.random(in: 1..<30, using: &rng)))
            }
        }
        let children = (0..<Int.random(in: 1..<5, using: &rng)).map { _ in randomSpec(depth: depth - 1, &rng) }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: return .hstack(children, spacing: [nil, 4].randomElement(using: &rng)!)
        case 2, 3: return .vstack(children)
        case 4: return .zstack(children)
        case 5: return .padded(.vstack(children), CGFloat(Int.random(in: 0..<8, using: &rng)))
        case 6: return .prioritised(.hstack(children, spacing: nil), Double(Int.random(in: -1...1, using: &rng)))
        default: return .diagonal(children)
        }
    }

    private func view(_ spec: Spec, _ log: CacheLog) -> AnyView {
        func list(_ children: [Spec]) -> some View {
            ForEach(0..<children.count, id: \.self) { self.view(children[$0], log) }
        }
        switch spec {
        case let .fixed(width, height): return AnyView(Color.red.frame(width: width, height: height))
        case let .flexible(min, max): return AnyView(Color.green.frame(minWidth: min, maxWidth: max, minHeight: 5, maxHeight: 30))
        case .color: return AnyView(Color.blue)
        case .spacer: return AnyView(Spacer())
        case let .hstack(children, spacing): return AnyView(HStack(spacing: spacing) { list(children) })
        case let .vstack(children): return AnyView(VStack(alignment: .leading) { list(children) })
        case let .zstack(children): return AnyView(ZStack(alignment: .bottomTrailing) { list(children) })
        case let .padded(child, inset): return AnyView(view(child, log).padding(inset))
        case let .prioritised(child, priority): return AnyView(view(child, log).layoutPriority(priority))
        case let .diagonal(children): return AnyView(Diagonal(step: 3, log: log) { list(children) })
        }
    }

    /// The spec with its `target`-th fixed leaf (in depth-first order) resized; `counter` counts
    /// the fixed leaves visited.
    private func resizing(_ spec: Spec, target: Int, counter: inout Int) -> Spec {
        switch spec {
        case let .fixed(width, height):
            defer { counter += 1 }
            return counter == target ? .fixed(width + 7, height + 3) : spec
        case .flexible, .color, .spacer: return spec
        case let .hstack(children, spacing): return .hstack(children.map { resizing($0, target: target, counter: &counter) }, spacing: spacing)
        case let .vstack(children): return .vstack(children.map { resizing($0, target: target, counter: &counter) })
        case let .zstack(children): return .zstack(children.map { resizing($0, target: target, counter: &counter) })
        case let .padded(child, inset): return .padded(resizing(child, target: target, counter: &counter), inset)
        case let .prioritised(child, priority): return .prioritised(resizing(child, target: target, counter: &counter), priority)
        case let .diagonal(children): return .diagonal(children.map { resizing($0, target: target, counter: &counter) })
        }
    }

    func testRelayoutAfterOneLeafChangesMatchesAFullLayoutOnRandomTrees() {
        var rng = Generator(state: 42)
        let sizes = [CGSize(width: 400, height: 300), CGSize(width: 60, height: 500)]
        for round in 0..<40 {
            var spec = randomSpec(depth: 5, &rng)
            let size = sizes[round % 2]
            let log = CacheLog()
            let host = LayoutHost(rootView: view(spec, log), size: size)
            for _ in 0..<4 {
                var counter = 0
                spec = resizing(spec, target: Int.random(in: 0..<12, using: &rng), counter: &counter)
                host.update(rootView: view(spec, log))
                let full = LayoutSnapshot(of: view(spec, CacheLog()), in: size)
                XCTAssertEqual(host.snapshot.graph.frames, full.graph.frames, "round \(round)\n\(full)")
                XCTAssertLessThanOrEqual(host.snapshot.statistics.measureCalls, full.statistics.measureCalls, "round \(round)")
            }
        }
    }

    func testACustomLayoutsCacheIsUpdatedOnlyWhenItsSubviewsChange() {
        let log = CacheLog()
        func tree(_ width: CGFloat) -> AnyView {
            AnyView(HStack {
                Diagonal(step: 2, log: log) { Color.red.frame(width: width, height: 10); Color.blue.frame(width: 5, height: 5) }
                Diagonal(step: 4, log: log) { Color.green.frame(width: 8, height: 8) }
            })
        }
        let host = LayoutHost(rootView: tree(10), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(log.made, 2)
        XCTAssertEqual(log.updated, 0)
        host.update(rootView: tree(10))
        XCTAssertEqual(log.made, 2, "nothing changed: no cache is made")
        XCTAssertEqual(log.updated, 0, "nothing changed: no cache is updated")
        host.update(rootView: tree(30))
        XCTAssertEqual(log.made, 2)
        XCTAssertEqual(log.updated, 1, "only the first layout's subviews changed")
        XCTAssertEqual(host.snapshot.graph.frames, LayoutSnapshot(of: tree(30), in: CGSize(width: 200, height: 100)).graph.frames)
    }
}
