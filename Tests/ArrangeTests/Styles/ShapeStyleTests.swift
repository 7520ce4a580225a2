import XCTest
@testable import Arrange

/// The semantic shape styles, resolved through a snapshot's display list. System colour values
/// are UIKit's documented dynamic colours (UI Element Colors: `label`, `secondaryLabel`,
/// `tertiaryLabel`, `quaternaryLabel`, `systemFill`, `separator`); choices where Apple gives no
/// value are in Docs/Differences.md, "Colours and shape styles".
final class ShapeStyleTests: XCTestCase {
    private let gray3C = (60.0 / 255, 60.0 / 255, 67.0 / 255)
    private let grayEB = (235.0 / 255, 235.0 / 255, 245.0 / 255)

    private func dark<V: View>(_ view: V) -> some View { view.environment(\.colorScheme, .dark) }

    /// With no foreground style the levels are the label colours: 3C3C43 at 60 %, 30 %, 18 %
    /// (light) and EBEBF5 at 60 %, 30 %, 16 % (dark); quinary is Arrange's 10 % / 8 %.
    func testHierarchicalLevelsAreLabelColours() {
        assertRGBA(fillColor(Rectangle().fill(HierarchicalShapeStyle.primary)), (0, 0, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(HierarchicalShapeStyle.secondary)), (gray3C.0, gray3C.1, gray3C.2, 0.6))
        assertRGBA(fillColor(Rectangle().fill(.tertiary)), (gray3C.0, gray3C.1, gray3C.2, 0.3))
        assertRGBA(fillColor(Rectangle().fill(.quaternary)), (gray3C.0, gray3C.1, gray3C.2, 0.18))
        assertRGBA(fillColor(Rectangle().fill(.quinary)), (gray3C.0, gray3C.1, gray3C.2, 0.1))
        assertRGBA(fillColor(dark(Rectangle().fill(HierarchicalShapeStyle.primary))), (1, 1, 1, 1))
        assertRGBA(fillColor(dark(Rectangle().fill(.tertiary))), (grayEB.0, grayEB.1, grayEB.2, 0.3))
        assertRGBA(fillColor(dark(Rectangle().fill(.quaternary))), (grayEB.0, grayEB.1, grayEB.2, 0.16))
    }

    /// `foregroundStyle(_:_:_:)` gives each level its style; `.secondary` (here `Color.secondary`,
    /// what `.secondary` names) takes the second.
    func testForegroundStyleLevels() {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        assertRGBA(fillColor(Rectangle().foregroundStyle(red, green, blue)), (1, 0, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.primary).foregroundStyle(red, green, blue)), (1, 0, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.secondary).foregroundStyle(red, green, blue)), (0, 1, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.tertiary).foregroundStyle(red, green, blue)), (0, 0, 1, 1))
        // A level beyond those given: the last at the label opacities' ratio (0.18 / 0.3 = 0.6).
        assertRGBA(fillColor(Rectangle().fill(.quaternary).foregroundStyle(red, green, blue)), (0, 0, 1, 0.6), accuracy: 1e-12)
        // One style: secondary is it at 60 %, tertiary at 30 %.
        assertRGBA(fillColor(Rectangle().fill(.secondary).foregroundStyle(red)), (1, 0, 0, 0.6))
        assertRGBA(fillColor(Rectangle().fill(.tertiary).foregroundStyle(red, green)), (0, 1, 0, 0.5), accuracy: 1e-12)
    }

    /// An inner `foregroundStyle(.secondary)` resolves against the enclosing levels.
    func testNestedForegroundStyleResolvesAgainstOuterLevels() {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        assertRGBA(fillColor(Rectangle().foregroundStyle(.secondary).foregroundStyle(red, green)), (0, 1, 0, 1))
        // An inner single style replaces the hierarchy: its secondary is it at 60 %.
        assertRGBA(fillColor(Rectangle().fill(.secondary).foregroundStyle(red).foregroundStyle(red, green)), (1, 0, 0, 0.6))
        // `.foreground` inside the foreground style is the enclosing one, not a loop.
        assertRGBA(fillColor(Rectangle().foregroundStyle(.foreground).foregroundStyle(green)), (0, 1, 0, 1))
    }

    /// `.foreground` is the primary level: the foreground style, else black / white.
    func testForegroundStyle() {
        assertRGBA(fillColor(Rectangle().fill(.foreground)), (0, 0, 0, 1))
        assertRGBA(fillColor(dark(Rectangle().fill(.foreground))), (1, 1, 1, 1))
        assertRGBA(fillColor(Rectangle().fill(.foreground).foregroundStyle(Color(red: 0, green: 0, blue: 1))), (0, 0, 1, 1))
    }

    /// `.tint` and `.selection`: the tint, else the accent colour (systemBlue 007AFF, 0A84FF dark).
    func testTintAndSelection() {
        assertRGBA(fillColor(Rectangle().fill(.tint)), (0, 122 / 255, 1, 1))
        assertRGBA(fillColor(dark(Rectangle().fill(.tint))), (10 / 255, 132 / 255, 1, 1))
        assertRGBA(fillColor(Rectangle().fill(.tint).tint(Color(red: 1, green: 0, blue: 0))), (1, 0, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.selection)), (0, 122 / 255, 1, 1))
        assertRGBA(fillColor(Rectangle().fill(.selection).tint(Color(red: 0, green: 1, blue: 0))), (0, 1, 0, 1))
    }

    /// `.separator`: 3C3C43 at 29 % (light), 545458 at 60 % (dark). `.fill`: systemFill, 787880 at
    /// 20 % (light), 36 % (dark).
    func testSeparatorAndFill() {
        assertRGBA(fillColor(Rectangle().fill(.separator)), (gray3C.0, gray3C.1, gray3C.2, 0.29))
        assertRGBA(fillColor(dark(Rectangle().fill(.separator))), (84 / 255, 84 / 255, 88 / 255, 0.6))
        assertRGBA(fillColor(Rectangle().fill(.fill)), (120 / 255, 120 / 255, 128 / 255, 0.2))
        assertRGBA(fillColor(dark(Rectangle().fill(.fill))), (120 / 255, 120 / 255, 128 / 255, 0.36))
    }

    /// `.background` is systemBackground (white / black) unless `backgroundStyle(_:)` sets one;
    /// `backgroundStyle(.background)` means the system background, not a loop.
    func testBackgroundStyle() {
        assertRGBA(fillColor(Rectangle().fill(.background)), (1, 1, 1, 1))
        assertRGBA(fillColor(dark(Rectangle().fill(.background))), (0, 0, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.background).backgroundStyle(Color(red: 0, green: 1, blue: 0))), (0, 1, 0, 1))
        assertRGBA(fillColor(Rectangle().fill(.background).backgroundStyle(.background)), (1, 1, 1, 1))
        var environment = EnvironmentValues()
        XCTAssertNil(environment.backgroundStyle)
        environment.backgroundStyle = AnyShapeStyle(.tint)
        XCTAssertNotNil(environment.backgroundStyle)
    }

    /// `AnyShapeStyle` draws what it wraps, also when nested.
    func testAnyShapeStyle() {
        assertRGBA(fillColor(Rectangle().fill(AnyShapeStyle(.tint))), (0, 122 / 255, 1, 1))
        assertRGBA(fillColor(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(Color(white: 0.5))))), (0.5, 0.5, 0.5, 1))
        let styles = [AnyShapeStyle(.separator), AnyShapeStyle(Color(red: 1, green: 0, blue: 0))]
        assertRGBA(fillColor(Rectangle().fill(styles[1])), (1, 0, 0, 1))
    }
}
