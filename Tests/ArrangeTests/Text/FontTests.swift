import XCTest
@testable import Arrange

/// Font resolution: SwiftUI's text style sizes and weights (iOS, default dynamic type size; the
/// issue's list: 34, 28, 22, 20, 17 semibold, 15, 17, 16, 13, 12, 11) and their scaling by the
/// Human Interface Guidelines' Dynamic Type table.
final class FontTests: XCTestCase {
    func testTextStyleDefaultSizesAndWeights() {
        let environment = EnvironmentValues()
        let expected: [(Font, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                           (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        for (font, size) in expected {
            XCTAssertEqual(font.resolved(in: environment).pointSize, size, "\(font)")
        }
        XCTAssertEqual(Font.headline.resolved(in: environment).weight, 600)
        XCTAssertEqual(Font.body.resolved(in: environment).weight, 400)
    }

    /// HIG Dynamic Type sizes: body 14 (xSmall), 19 (xLarge), 23 (xxxLarge), 28 (AX1), 53 (AX5);
    /// large title 31 (xSmall), 60 (AX5); caption 2 never below 11.
    func testDynamicTypeScaling() {
        var environment = EnvironmentValues()
        let cases: [(DynamicTypeSize, Font, CGFloat)] = [
            (.xSmall, .body, 14), (.xLarge, .body, 19), (.xxxLarge, .body, 23), (.accessibility1, .body, 28),
            (.accessibility5, .body, 53), (.xSmall, .largeTitle, 31), (.accessibility5, .largeTitle, 60), (.xSmall, .caption2, 11),
        ]
        for (size, font, points) in cases {
            environment.dynamicTypeSize = size
            XCTAssertEqual(font.resolved(in: environment).pointSize, points, "\(font) at \(size)")
        }
    }

    /// Fixed sizes don't scale; custom fonts scale relative to their style (body by default):
    /// 10 pt at AX1 → 10 × 28/17.
    func testFixedAndRelativeSizes() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        XCTAssertEqual(Font.system(size: 10).resolved(in: environment).pointSize, 10)
        XCTAssertEqual(Font.custom("Inter", fixedSize: 10).resolved(in: environment).pointSize, 10)
        XCTAssertEqual(Font.custom("Inter", size: 10).resolved(in: environment).pointSize, 10 * 28 / 17, accuracy: 1e-9)
        XCTAssertEqual(Font.custom("Inter", size: 10, relativeTo: .caption2).resolved(in: environment).pointSize, 10 * 20 / 11, accuracy: 1e-9)
    }

    func testModifiers() {
        let environment = EnvironmentValues()
        let font = Font.body.bold().italic().monospacedDigit().resolved(in: environment)
        XCTAssertEqual(font.weight, 700)
        XCTAssertTrue(font.isItalic)
        XCTAssertTrue(font.usesMonospacedDigits)
        XCTAssertEqual(Font.headline.weight(.light).resolved(in: environment).weight, 300)
        XCTAssertEqual(Font.body.monospaced().resolved(in: environment).design, .monospaced)
        XCTAssertEqual(Font.system(size: 12, weight: .heavy, design: .rounded).resolved(in: environment).design, .rounded)
    }

    /// A text style drives text size through the environment: "ab" in .body is 2 × 8.5 = 17 wide
    /// and 17 tall with box metrics; at AX1 28 pt → 28 × 28.
    func testFontThroughTheEnvironment() {
        assertSize(boxSnapshot(Text("ab"), .unspecified).size, 17, 17)
        assertSize(boxSnapshot(VStack { Text("ab") }.dynamicTypeSize(.accessibility1), .unspecified).size, 28, 28)
        assertSize(boxSnapshot(VStack { Text("ab") }.font(.system(size: 20)), .unspecified).size, 20, 20)
        // A font set on the Text wins over the environment's.
        assertSize(boxSnapshot(VStack { Text("ab").font(.system(size: 10)) }.font(.system(size: 20)), .unspecified).size, 10, 10)
    }

    /// Bad font sizes (NaN, negative, infinite) resolve to 0 points, and the text to no size.
    func testInvalidSizesGiveEmptyText() {
        let environment = EnvironmentValues()
        for size in [CGFloat.nan, -3, .infinity] {
            XCTAssertEqual(Font.system(size: size).resolved(in: environment).pointSize, 0)
        }
        assertSize(boxSnapshot(Text("abc").font(.system(size: -3)), .unspecified).size, 0, 0)
    }
}
