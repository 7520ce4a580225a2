import XCTest
@testable import Arrange

/// `Color`'s initialisers and `mix(with:by:in:)`, resolved through a snapshot's display list.
/// Expected values come from the sRGB transfer function (IEC 61966-2-1), the HSB (HSV) to RGB
/// arithmetic and Oklab's published matrices, as the tests say.
final class ColorInitializerTests: XCTestCase {
    /// Components in the default `.sRGB` space are drawn as given.
    func testSRGBComponentsAsGiven() {
        assertRGBA(fillColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)), (0.2, 0.4, 0.6, 0.5))
        assertRGBA(fillColor(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)), (0.2, 0.4, 0.6, 1))
        assertRGBA(fillColor(Color(white: 0.25)), (0.25, 0.25, 0.25, 1))
    }

    /// sRGB encoding of linear light: 12.92·c up to 0.0031308, else 1.055·c^(1/2.4) − 0.055. Linear
    /// 0.5 is sRGB 0.735357 (the well-known mid-grey); linear 0.002 is 12.92 · 0.002 = 0.02584.
    func testLinearComponentsAreEncoded() {
        assertRGBA(fillColor(Color(.sRGBLinear, red: 0.5, green: 0.002, blue: 1)), (0.735357, 0.02584, 1, 1), accuracy: 1e-6)
        assertRGBA(fillColor(Color(.sRGBLinear, white: 0, opacity: 0.3)), (0, 0, 0, 0.3))
    }

    /// Display P3 is drawn as sRGB (Docs/Differences.md, "Colours and shape styles").
    func testDisplayP3DrawnAsSRGB() {
        assertRGBA(fillColor(Color(.displayP3, red: 1, green: 0.5, blue: 0)), (1, 0.5, 0, 1))
    }

    /// HSV → RGB: hue · 6 picks the sector; in sector 0 the colour is (v, t, p) with
    /// p = v(1 − s), t = v(1 − s(1 − f)). Hue 0 and 1 are red; 1/3 green; 2/3 blue.
    func testHueSaturationBrightness() {
        assertRGBA(fillColor(Color(hue: 0, saturation: 1, brightness: 1)), (1, 0, 0, 1))
        assertRGBA(fillColor(Color(hue: 1, saturation: 1, brightness: 1)), (1, 0, 0, 1))
        assertRGBA(fillColor(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), (0, 1, 0, 1), accuracy: 1e-12)
        assertRGBA(fillColor(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)), (0, 0, 1, 1), accuracy: 1e-12)
        // 30°: sector 0, f = 0.5, t = 0.5.
        assertRGBA(fillColor(Color(hue: 1.0 / 12, saturation: 1, brightness: 1)), (1, 0.5, 0, 1), accuracy: 1e-12)
        // Cyan at half saturation, brightness 0.8: sector 3 with f = 0: (p, q, v) = (0.4, 0.8, 0.8).
        assertRGBA(fillColor(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5)), (0.4, 0.8, 0.8, 0.5), accuracy: 1e-12)
        // Saturation 0 is grey at the brightness.
        assertRGBA(fillColor(Color(hue: 0.7, saturation: 0, brightness: 0.3)), (0.3, 0.3, 0.3, 1), accuracy: 1e-12)
    }

    /// Bad input: a non-finite hue gives black rather than NaN components; out-of-range
    /// components are clamped to 0...1 when drawn (DisplayList.RGBA).
    func testBadComponents() {
        assertRGBA(fillColor(Color(hue: .nan, saturation: 1, brightness: 1)), (0, 0, 0, 1))
        assertRGBA(fillColor(Color(red: 2, green: -1, blue: .infinity)), (1, 0, 0, 1))
    }

    /// `.device` mixes component by component: red and blue halfway is (0.5, 0, 0.5).
    func testMixInDeviceSpace() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1, opacity: 0)
        assertRGBA(fillColor(red.mix(with: blue, by: 0.5, in: .device)), (0.5, 0, 0.5, 0.5))
        assertRGBA(fillColor(red.mix(with: blue, by: 0.25, in: .device)), (0.75, 0, 0.25, 0.75))
        // The fraction is clamped; NaN keeps self.
        assertRGBA(fillColor(red.mix(with: Color(red: 0, green: 0, blue: 1), by: 3, in: .device)), (0, 0, 1, 1))
        assertRGBA(fillColor(red.mix(with: blue, by: .nan, in: .device)), (1, 0, 0, 1))
    }

    /// `.perceptual` (the default) mixes in Oklab: halfway between black (L 0) and white (L 1)
    /// is L 0.5, whose linear light is 0.5³ = 0.125, sRGB 1.055 · 0.125^(1/2.4) − 0.055 = 0.38857.
    func testMixInPerceptualSpace() {
        let mid = Color(white: 0).mix(with: Color(white: 1), by: 0.5)
        assertRGBA(fillColor(mid), (0.38857, 0.38857, 0.38857, 1), accuracy: 1e-4)
        // The ends are the colours themselves.
        assertRGBA(fillColor(Color(red: 0.2, green: 0.4, blue: 0.6).mix(with: .white, by: 0)), (0.2, 0.4, 0.6, 1), accuracy: 1e-6)
    }

    /// Adaptive colours mix each appearance: system red (255 59 48; 255 69 58 dark) with black by
    /// half in `.device` is half of each.
    func testMixKeepsAppearances() {
        let mixed = Color.red.mix(with: .black, by: 0.5, in: .device)
        assertRGBA(fillColor(mixed), (0.5, 59 / 510, 48 / 510, 1))
        assertRGBA(fillColor(mixed.environment(\.colorScheme, .dark)), (0.5, 69 / 510, 58 / 510, 1))
    }

    /// `opacity(_:)` multiplies the opacity.
    func testOpacityMultiplies() {
        assertRGBA(fillColor(Color(red: 1, green: 0, blue: 0, opacity: 0.5).opacity(0.5)), (1, 0, 0, 0.25))
    }
}
