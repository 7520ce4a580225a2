import Foundation
import XCTest
@testable import Arrange

/// Opacity and colour animate besides frames: SwiftUI's `opacity(_:)` and `Color` are animatable
/// (a colour's resolved components interpolate in linear sRGB: WWDC23 "Explore SwiftUI
/// animation", `Color.Resolved`).
final class AnimatedValueTests: XCTestCase {
    struct Fading: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                (on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10).id("swatch")
                Color.green.frame(width: 10, height: 10).opacity(on ? 1 : 0.2).id("faded")
                Button(action: { withAnimation(.linear(duration: 1)) { on.toggle() } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    func testOpacityModifierAnimates() {
        let host = makeHost(Fading())
        XCTAssertEqual(items(of: "faded", in: host.displayList).first, .pushOpacity(0.2))
        host.tap(on: "button")
        host.advance(by: 0.5)
        guard case .pushOpacity(let value)? = items(of: "faded", in: host.displayList).first else { return XCTFail("an opacity layer") }
        XCTAssertEqual(value, 0.6, accuracy: 1e-12)
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "faded", in: host.displayList).first, .pushOpacity(1))
    }

    func testColourAnimatesInLinearSRGB() {
        let host = makeHost(Fading())
        host.tap(on: "button")
        host.advance(by: 0.5)
        guard case .fill(_, let color, _)? = items(of: "swatch", in: host.displayList).first else { return XCTFail("a fill") }
        // Half way in linear light: 0.5, which is 1.055·0.5^(1/2.4) − 0.055 in sRGB.
        let half = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        XCTAssertEqual(color.red, half, accuracy: 1e-9)
        XCTAssertEqual(color.blue, half, accuracy: 1e-9)
        XCTAssertEqual(color.green, 0)
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "swatch", in: host.displayList).first, .fill(Path(host.frame(of: "swatch")!), color: DisplayList.RGBA(red: 0, green: 0, blue: 1), rule: .nonZero))
        XCTAssertFalse(host.isAnimating)
    }
}

/// A change of an `@Observable` model made inside `withAnimation`, outside any view, animates the
/// views that read it in the host's next update.
final class AnimatedObservationTests: XCTestCase {
    struct Bar: View {
        let model: VoteModel
        var body: some View {
            Color.red.frame(width: CGFloat(10 + model.votes), height: 10).id("bar")
        }
    }

    func testModelChangeInsideWithAnimationAnimates() {
        let model = VoteModel()
        let host = makeHost(Bar(model: model))
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
        withAnimation(.linear(duration: 1)) { model.votes = 20 }
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width, 20, "half way from 10 to 30")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width, 30)
        model.votes = 0 // not animated
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
    }
}
