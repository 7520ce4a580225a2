import Foundation
import Testing
import PropertyBased
import ArrangeTreeText
@testable import Arrange

/// Properties of animated updates in a `ViewHost`, checked on generated view trees: an animated
/// change shows exactly the old frames when it starts and exactly the new ones once its duration
/// has passed (SwiftUI's animations interpolate from the value shown to the new value, and end at
/// the new value).
@Suite(.serialized)
struct AnimationPropertyTests {
    /// A generated tree in a frame whose width the update changes.
    struct Framed: View {
        let content: AnyView
        let width: CGFloat
        var body: some View {
            content.frame(width: width, height: 180)
        }
    }

    static let size = CGSize(width: 320, height: 240)
    static let animations: [Animation] = [.linear(duration: 1), .snappy, .easeInOut(duration: 0.5).delay(0.25), .linear(duration: 0.5).repeatCount(2, autoreverses: true)]

    @Test func animatedChangesStartAtTheOldFramesAndEndAtTheNewOnes() async {
        let count = Counter()
        await propertyCheck(count: 150, input: LayoutPropertyTests.plain) { tree in
            count.add()
            let ids = LayoutPropertyTests.ids(tree.root)
            let content = tree.makeView()
            let old = LayoutSnapshot(of: Framed(content: content, width: 200), in: Self.size)
            let new = LayoutSnapshot(of: Framed(content: content, width: 300), in: Self.size)
            for animation in Self.animations {
                let host = ViewHost(rootView: Framed(content: content, width: 200), size: Self.size)
                withAnimation(animation) { host.update(rootView: Framed(content: content, width: 300)) }
                for id in ids {
                    guard let before = old.frame(of: id), new.frame(of: id) != nil else { continue }
                    #expect(host.frame(of: id) == before, "\(id) at t = 0 with \(animation) in \(tree)")
                }
                // At the end, without pruning first: the presentation's own arithmetic.
                let end = host.animator.presentation(of: host.graph, at: animation.duration)
                // Equal up to the rounding of frames a relayout moves (FrameRounding).
                #expect(FrameRounding.equal(LayoutSnapshot(graph: end).placedFrames, new.placedFrames), "t = duration with \(animation) in \(tree)")
                host.advance(by: animation.duration + 0.01)
                #expect(!host.isAnimating)
                #expect(FrameRounding.equal(host.snapshot.placedFrames, new.placedFrames), "after the end with \(animation) in \(tree)")
            }
        }
        count.report("animatedChangesStartAtTheOldFramesAndEndAtTheNewOnes")
    }

    /// Counts the trees a property saw.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        func report(_ name: String) { print("AnimationPropertyTests.\(name): \(count) generated trees") }
    }
}
