// Box-metric text for tests: every character is the same box, so sizes follow from arithmetic.
// BoxTypeface(): 1000 units per em, advance 500, ascender 800, descender −200, no line gap, cap
// height 700. At 10 pt a character is 5 pt wide, a line 8 + 2 = 10 pt tall, its baseline 8 pt down.
@testable import Arrange

/// An environment whose text is measured with box typefaces.
func boxEnvironment(_ provider: BoxFontProvider = BoxFontProvider(), displayScale: CGFloat = 1) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.fontProvider = provider
    environment.displayScale = displayScale
    return environment
}

/// Lays out `view` proposed `proposal` at the origin, measuring text with box typefaces.
func boxSnapshot<V: View>(_ view: V, _ proposal: ProposedViewSize, provider: BoxFontProvider = BoxFontProvider(), displayScale: CGFloat = 1) -> LayoutSnapshot {
    LayoutSnapshot(of: view, proposal: proposal, environment: boxEnvironment(provider, displayScale: displayScale))
}

/// The size `text` chooses for `proposal`, measured with box typefaces at 10 pt unless the text
/// sets a font.
func boxSize(_ text: some View, _ width: CGFloat?, _ height: CGFloat? = nil) -> CGSize {
    boxSnapshot(text.font(.system(size: 10)), ProposedViewSize(width: width, height: height)).size
}
