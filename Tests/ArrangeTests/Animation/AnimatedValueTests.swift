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
