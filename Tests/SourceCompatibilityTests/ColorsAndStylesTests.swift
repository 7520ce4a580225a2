import XCTest
import Arrange

/// Colours and shape styles written as SwiftUI apps write them, in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor). Frames follow Docs/LayoutRules.md
/// §1 (a colour or shape takes the size it is offered); colours are checked where the API
/// promises them.
final class ColorsAndStylesTests: XCTestCase {
    /// A card as in Apple's examples: a gradient background, hierarchical text levels, a
    /// separator line and tinted badge.
    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 8).fill(.blue.gradient).frame(height: 40).id("header")
                Rectangle().fill(.separator).frame(height: 1).id("line")
                HStack(spacing: 0) {
                    Circle().fill(.tint).frame(width: 20, height: 20).id("badge")
                    Rectangle().fill(.tertiary).id("rest")
                }
                .frame(height: 20)
                Rectangle().fill(.background).backgroundStyle(AnyShapeStyle(.fill)).frame(height: 9).id("footer")
            }
            .foregroundStyle(.primary, .secondary, Color(hue: 0.5, saturation: 1, brightness: 1))
            .tint(Color(.sRGBLinear, red: 1, green: 0.5, blue: 0))
        }
    }

    /// Frames: 40 + 1 + 20 + 9 = 70 tall in a 100×100 host, centred (15 above).
    func testCardFrames() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Card(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "header"), CGRect(x: 0, y: 15, width: 100, height: 40))
            XCTAssertEqual(host.frame(of: "line"), CGRect(x: 0, y: 55, width: 100, height: 1))
            XCTAssertEqual(host.frame(of: "badge"), CGRect(x: 0, y: 56, width: 20, height: 20))
            XCTAssertEqual(host.frame(of: "rest"), CGRect(x: 20, y: 56, width: 80, height: 20))
            XCTAssertEqual(host.frame(of: "footer"), CGRect(x: 0, y: 76, width: 100, height: 9))
        }
    }

    /// The tertiary level is the third style given: hue 0.5 at full saturation and brightness
    /// is cyan (HSB → RGB: 0, 1, 1).
    func testTertiaryLevelIsThirdStyle() {
        MainActor.assumeIsolated {
            let list = LayoutSnapshot(of: Card(), in: CGSize(width: 100, height: 100)).displayList
            let fills = list.items.compactMap { item -> DisplayList.RGBA? in
                if case .fill(_, let color, _) = item.content { return color }
                return nil
            }
            XCTAssertTrue(fills.contains(DisplayList.RGBA(red: 0, green: 1, blue: 1)), "\(fills)")
            // The tint: linear 0.5 encodes to sRGB 0.735357 (IEC 61966-2-1).
            XCTAssertTrue(fills.contains { abs($0.green - 0.735357) < 1e-5 && abs($0.red - 1) < 1e-9 && $0.blue == 0 }, "\(fills)")
        }
    }

    /// Values built off the main actor: colours and styles are `Sendable` values.
    func testStylesAreSendable() async {
        let task = Task.detached { () -> [AnyShapeStyle] in
            let mixed = Color.red.mix(with: .blue, by: 0.5, in: .device)
            return [AnyShapeStyle(mixed), AnyShapeStyle(Color(white: 0.5).gradient), AnyShapeStyle(HierarchicalShapeStyle.quinary),
                    AnyShapeStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))]
        }
        let styles = await task.value
        XCTAssertEqual(styles.count, 4)
    }
}
