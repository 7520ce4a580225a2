import Foundation

extension Color {
    /// A profile that specifies how to interpret a color value for display.
    ///
    /// Arrange draws in sRGB: `.sRGBLinear` components are converted to sRGB by the sRGB transfer
    /// function (IEC 61966-2-1); `.displayP3` components are drawn as if they were sRGB
    /// (Docs/Differences.md, "Colours and shape styles").
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3

        /// `component` (0 to 1) of this colour space as an sRGB component.
        func sRGBComponent(_ component: Double) -> Double {
            switch self {
            case .sRGB, .displayP3:
                return component
            case .sRGBLinear:
                // The sRGB encoding: 12.92·c below 0.0031308, else 1.055·c^(1/2.4) − 0.055.
                if component <= 0.0031308 { return 12.92 * component }
                return 1.055 * Foundation.pow(component, 1 / 2.4) - 0.055
            }
        }
    }

    /// Creates a constant color from red, green, and blue component values (0 to 1) in
    /// `colorSpace`.
    ///
    /// ```swift
    /// Color(red: 0.2, green: 0.4, blue: 0.6)
    /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)   // drawn as sRGB 0.735…
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: colorSpace.sRGBComponent(red), green: colorSpace.sRGBComponent(green),
                  blue: colorSpace.sRGBComponent(blue), opacity: opacity, name: nil)
    }

    /// Creates a constant grayscale color: `white` (0 to 1) for each of red, green and blue in
    /// `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
