/// A type that represents a height where a sheet naturally rests.
///
/// ```swift
/// .sheet(isPresented: $showSettings) {
///     SettingsView().presentationDetents([.medium, .large])
/// }
/// ```
///
/// A sheet's height in a hosting area of height H with a top safe-area inset t and a bottom one
/// b (Docs/Differences.md, "Presentation"): `.large` is H − t − 10 (the sheet's top 10 points
/// below the safe area, as on an iPhone); `.medium` is H / 2 ("approximately half the height of
/// the screen", Apple's documentation of `medium`); `.fraction(f)` is f times the large height;
/// `.height(h)` is h plus b (the content's height, above the bottom safe area). Heights are at
/// most the large height.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The system detent for a sheet that's approximately half the height of the screen, and is
    /// inactive in compact height.
    public static let medium = PresentationDetent(kind: .medium)

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .large)

    /// A custom detent with the specified fractional height.
    ///
    /// - Parameter fraction: The fraction of the large detent's height, from 0 to 1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A custom detent with the specified height.
    ///
    /// - Parameter height: The height of the sheet's content, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The sheet's height at this detent in an area `areaHeight` high whose large detent is
    /// `large` high, above a bottom safe-area inset of `bottomInset`. A NaN, infinite or negative
    /// value counts as the large detent (``problem`` says so).
    func sheetHeight(areaHeight: CGFloat, large: CGFloat, bottomInset: CGFloat) -> CGFloat {
        switch kind {
        case .large:
            return large
        case .medium:
            return min(areaHeight / 2, large)
        case .fraction(let fraction):
            guard fraction.isFinite, fraction >= 0 else { return large }
            return min(fraction * large, large)
        case .height(let height):
            guard height.isFinite, height >= 0 else { return large }
            return min(height + bottomInset, large)
        }
    }

    /// What is wrong with the detent's value, if anything.
    var problem: String? {
        switch kind {
        case .large, .medium:
            return nil
        case .fraction(let fraction):
            if !(fraction.isFinite && fraction >= 0) { return "presentationDetents: .fraction(\(fraction)) is not a fraction from 0 to 1; used .large" }
            return fraction > 1 ? "presentationDetents: .fraction(\(fraction)) is more than 1; used the large height" : nil
        case .height(let height):
            return height.isFinite && height >= 0 ? nil : "presentationDetents: .height(\(height)) is not a finite, non-negative height; used .large"
        }
    }
}
