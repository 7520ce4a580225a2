import Foundation
import XCTest
@testable import Arrange

/// The cost of animated presentation for 1,000 views: an `AnyLayout` switch of 1,000 boxes,
/// presented for 30 frames (snapshot frames and display list per frame). Prints the time per
/// frame; checks the frames at the end.
final class AnimationScaleTests: XCTestCase {
    struct ThousandBoxes: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack(spacing: 0) {
                layout {
                    ForEach(0..<1000, id: \.self) { index in
                        Color.red.frame(width: 1, height: 1).id(index)
                    }
                }
                Button(action: { withAnimation(.snappy) { vertical.toggle() } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    func testPresentingAThousandAnimatingViews() {
        let host = ViewHost(rootView: ThousandBoxes(), size: CGSize(width: 1200, height: 1200))
        let clock = ContinuousClock()
        let tapStart = clock.now
        host.tap(on: "button")
        let update = clock.now - tapStart
        XCTAssertTrue(host.isAnimating)
        let frames = 30
        var presenting = Duration.zero, drawing = Duration.zero
        var drawn = 0
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60)
            let t0 = clock.now
            _ = host.frame(of: 500) // computes the presentation
            let t1 = clock.now
            drawn += host.displayList.items.count
            presenting += t1 - t0
            drawing += clock.now - t1
        }
        print("AnimationScaleTests: 1,000 views (2,003 nodes), debug build: animated update \(update); per frame: presentation \(presenting / frames), display list \(drawing / frames) (\(drawn / frames) items)")
        host.advance(by: 5)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(host.frame(of: 999)?.minX, 1200 / 2 - 0.5)
    }
}
