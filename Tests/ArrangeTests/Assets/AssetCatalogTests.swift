import XCTest
@testable import Arrange

/// `Color(_:bundle:)` and `Image(_:bundle:)` reading the test target's asset catalog
/// (Fixtures/Assets.xcassets, copied as it is by `.copy("Fixtures/Assets.xcassets")`).
/// Expected components follow Xcode's input methods (a fraction "0.500", a byte "128" or "0x80"
/// out of 255) and the colour-space rules of Docs/Differences.md, "Asset catalogs".
final class AssetCatalogTests: XCTestCase {
    /// The fills a view draws, laid out at 10 × 10.
    private func paint<V: View>(_ view: V, scheme: ColorScheme = .light) -> (colors: [DisplayList.RGBA], diagnostics: [String]) {
        let snapshot = boxSnapshot(view.frame(width: 10, height: 10).environment(\.colorScheme, scheme), ProposedViewSize(width: 10, height: 10))
        return (fills(snapshot.displayList).map(\.color), snapshot.diagnostics.map(\.message))
    }

    private func assertColor(_ actual: DisplayList.RGBA?, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("nothing drawn", file: file, line: line) }
        for (value, wanted) in zip([actual.red, actual.green, actual.blue, actual.opacity], expected) {
            XCTAssertEqual(Double(value), wanted, accuracy: 1e-4, file: file, line: line)
        }
    }

    func testFractionalComponentsAndTheDarkAppearance() {
        // Light: "0.500", "0.250", "1.000" as written.
        assertColor(paint(Color("Brand", bundle: .module)).colors.first, [0.5, 0.25, 1, 1])
        // Dark: "0x80", "0x40", "0xFF" → 128/255, 64/255, 1 (Display P3 drawn as sRGB).
        assertColor(paint(Color("Brand", bundle: .module), scheme: .dark).colors.first, [128.0 / 255, 64.0 / 255, 1, 1])
    }

    func testDecimalByteComponentsAndAFractionalAlpha() {
        let drawn = paint(Color("Bytes", bundle: .module))
        assertColor(drawn.colors.first, [128.0 / 255, 64.0 / 255, 1, 0.5])
        XCTAssertEqual(drawn.diagnostics, [])
    }

    func testGrayAndLinearColourSpaces() {
        // gray-gamma-22 0.5: 0.5^2.2 = 0.21764 linear, sRGB-encoded (IEC 61966-2-1:
        // 1.055·c^(1/2.4) − 0.055) = 0.50387.
        assertColor(paint(Color("Gray", bundle: .module)).colors.first, [0.50387, 0.50387, 0.50387, 1])
        // extended-gray 0.25 (the dark entry): the white value itself.
        assertColor(paint(Color("Gray", bundle: .module), scheme: .dark).colors.first, [0.25, 0.25, 0.25, 1])
        // extended-linear-srgb 0.5 → 1.055·0.5^(1/2.4) − 0.055 = 0.73536.
        assertColor(paint(Color("Linear", bundle: .module)).colors.first, [0.73536, 0, 1, 1])
    }

    func testAColourAsAShapeStyleKeepsItsAppearances() {
        let drawn = paint(Circle().fill(Color("Brand", bundle: .module)), scheme: .dark)
        assertColor(drawn.colors.first, [128.0 / 255, 64.0 / 255, 1, 1])
    }

    func testAnUnknownNameIsAVisiblePlaceholderWithADiagnostic() {
        let drawn = paint(Color("Nope", bundle: .module))
        assertColor(drawn.colors.first, [1, 0, 1, 1])
        XCTAssertEqual(drawn.diagnostics.count, 1)
        XCTAssertTrue(drawn.diagnostics.first?.contains("no color named 'Nope' found in asset catalog") == true, "\(drawn.diagnostics)")
        XCTAssertTrue(drawn.diagnostics.first?.contains("Assets.xcassets") == true, "names the catalog searched: \(drawn.diagnostics)")
        // Reported where it fills a shape, too.
        XCTAssertEqual(paint(Rectangle().fill(Color("Nope", bundle: .module))).diagnostics.count, 1)
        XCTAssertEqual(paint(Rectangle().stroke(Color("Nope", bundle: .module))).diagnostics.count, 1)
    }

    func testBadColourSetsAreDiagnosedNamingTheirFile() {
        let cases: [(name: String, says: String)] = [
            ("Weird", "uses the colour space 'cmyk', which Arrange does not know"),
            ("Broken", "is not a valid asset catalog Contents.json"),
            ("NotANumber", "colour component 'red' is 'lots', not a number"),
        ]
        for (name, says) in cases {
            let drawn = paint(Color(name, bundle: .module))
            assertColor(drawn.colors.first, [1, 0, 1, 1])
            XCTAssertEqual(drawn.diagnostics.count, 1, name)
            let message = drawn.diagnostics.first ?? ""
            XCTAssertTrue(message.contains("\(name).colorset/Contents.json"), "names the file: \(message)")
            XCTAssertTrue(message.contains(says), "\(name): \(message)")
        }
    }

    func testComponentParsing() {
        XCTAssertEqual(AssetColorSet.parse("0x80", isAlpha: false), 128.0 / 255)
        XCTAssertEqual(AssetColorSet.parse("0XfF", isAlpha: false), 1)
        XCTAssertEqual(AssetColorSet.parse("128", isAlpha: false), 128.0 / 255)
        XCTAssertEqual(AssetColorSet.parse(" 0.5 ", isAlpha: false), 0.5)
        XCTAssertEqual(AssetColorSet.parse(NSNumber(value: 0.25), isAlpha: false), 0.25)
        XCTAssertEqual(AssetColorSet.parse("1", isAlpha: true), 1, "Xcode writes alpha as a fraction")
        XCTAssertEqual(AssetColorSet.parse("1", isAlpha: false), 1.0 / 255)
        XCTAssertNil(AssetColorSet.parse("0xZZ", isAlpha: false))
        XCTAssertNil(AssetColorSet.parse("", isAlpha: false))
    }

    /// The image drawn by `image` at `displayScale`: its frame, the bitmap's pixel width, and
    /// the diagnostics.
    private func draw(_ image: Image, displayScale: CGFloat = 1) -> (size: CGSize?, pixelWidth: Int?, diagnostics: [String]) {
        let snapshot = boxSnapshot(image.font(.system(size: 10)).id("i"), .unspecified, displayScale: displayScale)
        let bitmap = snapshot.displayList.items.lazy.compactMap { item -> DisplayList.Bitmap? in
            if case .image(let bitmap, _) = item.content { return bitmap }
            return nil
        }.first
        return (snapshot.frame(of: "i")?.size, bitmap?.pixelWidth, snapshot.diagnostics.map(\.message))
    }

    func testImageSetsPickTheFileForTheDisplayScale() {
        // star.png is 2 × 3 pixels at 1x, star@2x.png 4 × 6 at 2x: both 2 × 3 points.
        let one = draw(Image("Icons/Star", bundle: .module))
        XCTAssertEqual(one.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(one.pixelWidth, 2)
        XCTAssertEqual(one.diagnostics, [])
        let two = draw(Image("Icons/Star", bundle: .module), displayScale: 2)
        XCTAssertEqual(two.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(two.pixelWidth, 4)
        // No 3x file: the largest there is, scaled down.
        let three = draw(Image("Icons/Star", bundle: .module), displayScale: 3)
        XCTAssertEqual(three.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(three.pixelWidth, 4)
    }

    func testAnImageSetFileWithoutAScaleIsOneXAndAJPEGAtTwoXIsHalfItsPixels() {
        XCTAssertEqual(draw(Image("Dot", bundle: .module)).size, CGSize(width: 5, height: 7))
        // quadrants-444.jpg is 32 × 32 pixels, marked 2x: 16 × 16 points.
        XCTAssertEqual(draw(Image("Photo", bundle: .module)).size, CGSize(width: 16, height: 16))
    }

    func testANamespacedImageNeedsItsFolderName() {
        let bare = draw(Image("Star", bundle: .module))
        // An unknown name: the placeholder box, 1.2 × the 10-point font (as a symbol's).
        XCTAssertEqual(bare.size, CGSize(width: 12, height: 12))
        XCTAssertEqual(bare.diagnostics.count, 1)
        XCTAssertTrue(bare.diagnostics.first?.contains("no image found at Star.png") == true, "\(bare.diagnostics)")
    }

    func testBadImageSetsAreDiagnosedNamingTheirFile() {
        let gone = draw(Image("Gone", bundle: .module))
        XCTAssertEqual(gone.size, .zero)
        XCTAssertTrue(gone.diagnostics.first?.contains("Gone.imageset/gone.png named by its image set is missing") == true, "\(gone.diagnostics)")
        let empty = draw(Image("Empty", bundle: .module))
        XCTAssertEqual(empty.size, .zero)
        XCTAssertTrue(empty.diagnostics.first?.contains("Empty.imageset/Contents.json names no PNG or JPEG file") == true, "\(empty.diagnostics)")
    }
}
