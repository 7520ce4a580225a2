import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Semantic colours and materials in the light and dark appearances, with iOS's values.
final class ColorSchemeTests: XCTestCase {
    private func fillColor<V: View>(_ view: V, scheme: ColorScheme) -> String? {
        let list = displayList(view.environment(\.colorScheme, scheme), width: 10, height: 10)
        for item in list.items {
            if case .fill(_, let color, _) = item.content { return color.description }
        }
        return nil
    }

    func testSemanticColoursInBothAppearances() {
        XCTAssertEqual(EnvironmentValues().colorScheme, .light)
        XCTAssertEqual(fillColor(Color.primary, scheme: .light), "#000000")
        XCTAssertEqual(fillColor(Color.primary, scheme: .dark), "#FFFFFF")
        XCTAssertEqual(fillColor(Color.secondary, scheme: .light), "#3C3C43 0.6")
        XCTAssertEqual(fillColor(Color.secondary, scheme: .dark), "#EBEBF5 0.6")
        XCTAssertEqual(fillColor(Color.accentColor, scheme: .light), "#007AFF")
        XCTAssertEqual(fillColor(Color.accentColor, scheme: .dark), "#0A84FF")
        XCTAssertEqual(fillColor(Rectangle().fill(.background), scheme: .light), "#FFFFFF")
        XCTAssertEqual(fillColor(Rectangle().fill(.background), scheme: .dark), "#000000")
        XCTAssertEqual(fillColor(Color.red, scheme: .dark), "#FF453A")
        XCTAssertEqual(fillColor(Color.black, scheme: .dark), "#000000")
        XCTAssertEqual(fillColor(Color.secondary.opacity(0.5), scheme: .dark), "#EBEBF5 0.3")
    }

    func testUnstyledShapesAndTextFollowTheScheme() {
        XCTAssertEqual(fillColor(Circle(), scheme: .light), "#000000")
        XCTAssertEqual(fillColor(Circle(), scheme: .dark), "#FFFFFF")
        let text = LayoutSnapshot(of: Text("Hi").environment(\.colorScheme, .dark), in: CGSize(width: 50, height: 30)).displayList
        guard case .glyphs(let run) = text.items.first?.content else { return XCTFail(text.description) }
        XCTAssertEqual(run.color.description, "#FFFFFF")
        let red = LayoutSnapshot(of: Text("Hi").foregroundColor(.red).environment(\.colorScheme, .dark), in: CGSize(width: 50, height: 30)).displayList
        guard case .glyphs(let redRun) = red.items.first?.content else { return XCTFail(red.description) }
        XCTAssertEqual(redRun.color.description, "#FF453A")
    }

    func testMaterialsAreTranslucentFills() throws {
        let materials: [(Material, String)] = [(.ultraThinMaterial, "0.35"), (.thinMaterial, "0.5"), (.regularMaterial, "0.7"),
                                              (.thickMaterial, "0.85"), (.ultraThickMaterial, "0.93")]
        for (material, alpha) in materials {
            XCTAssertEqual(fillColor(Rectangle().fill(material), scheme: .light), "#E5E5EA \(alpha)")
            XCTAssertEqual(fillColor(Rectangle().fill(material), scheme: .dark), "#1C1C1E \(alpha)")
        }
        // Regular material (systemGray5, 229 229 234, at 0.7) over black: 160.3, 160.3, 163.8.
        let view = Color.black.frame(width: 10, height: 10).overlay(Rectangle().fill(.regularMaterial))
        let image = try DecodedPNG(PNGRenderer().render(displayList(view, width: 10, height: 10)))
        XCTAssertEqual(image[5, 5].prefix(2).allSatisfy { (160...161).contains($0) }, true, "\(image[5, 5])")
        XCTAssertEqual((163...164).contains(image[5, 5][2]), true, "\(image[5, 5])")
        // Over white, a light grey (Docs/Differences.md, "Styles"): 255 - 0.7 × 26 = 236.8 and
        // 255 - 0.7 × 21 = 240.3, so a material capsule on a white page shows.
        let onWhite = Color.white.frame(width: 10, height: 10).overlay(Rectangle().fill(.regularMaterial))
        let light = try DecodedPNG(PNGRenderer().render(displayList(onWhite, width: 10, height: 10)))
        XCTAssertEqual(light[5, 5].prefix(2).allSatisfy { (236...237).contains($0) }, true, "\(light[5, 5])")
        XCTAssertEqual((240...241).contains(light[5, 5][2]), true, "\(light[5, 5])")
    }
}
