import Foundation
import XCTest
@testable import Arrange

/// Custom fonts by name (`Font.custom`) and registering font files. Widths: DejaVu Sans Mono
/// advances every character 1233 of 2048 units (from the font file; fontTools' `hmtx`), Inter Bold
/// shapes "Hello world" to 15487 of 2816 units (`hb-shape Inter-Bold.otf "Hello world"`).
final class FontRegistryTests: XCTestCase {
    private func width(_ text: Text) -> CGFloat {
        LayoutSnapshot(of: text, proposal: .unspecified).size.width
    }

    /// A bundled face by its family name: "abc" at 10 pt = 3 · 1233 · 10/2048 = 18.06 → 19.
    func testBundledFaceByName() {
        XCTAssertEqual(width(Text("abc").font(.custom("DejaVu Sans Mono", fixedSize: 10))), 19)
        XCTAssertEqual(width(Text("abc").font(.custom("DejaVuSansMono", fixedSize: 10))), 19)
    }

    /// A family name picks the face nearest the wanted weight: Inter bold, 15487 · 17/2816 = 93.49
    /// → 94.
    func testFamilyNameHonoursTheWeight() {
        XCTAssertEqual(width(Text("Hello world").font(.custom("Inter", fixedSize: 17).weight(.bold))), 94)
    }

    /// An unknown name falls back to the system font of that size (as SwiftUI does): "Hello world"
    /// in Inter Regular at 17 pt is 90.02 → 91 (TextSizing via hb-shape, 14912 units).
    func testUnknownNameFallsBackToTheSystemFont() {
        XCTAssertEqual(width(Text("Hello world").font(.custom("No Such Font", fixedSize: 17))), 91)
    }

    /// Registering a file returns the names its face answers to.
    func testRegisteringAFile() throws {
        let path = try XCTUnwrap(BundledFonts.directory).appendingPathComponent(BundledFonts.dejaVuSansMonoBold).path
        let names = try FontRegistry.register(contentsOfFile: path)
        XCTAssertTrue(names.contains("DejaVuSansMono-Bold"), "\(names)")
        // The bold face has the same advances: 19 wide at 10 pt.
        XCTAssertEqual(width(Text("abc").font(.custom("DejaVuSansMono-Bold", fixedSize: 10))), 19)
    }

    /// Bad input gets a clear error: a missing file and bytes that are no font.
    func testBadFilesThrowFontErrors() {
        XCTAssertThrowsError(try FontRegistry.register(contentsOfFile: "/nonexistent/font.ttf")) { error in
            XCTAssertTrue(error is FontError, "\(error)")
            XCTAssertTrue("\(error)".contains("/nonexistent/font.ttf"), "\(error)")
        }
        XCTAssertThrowsError(try FontRegistry.register(data: Data("not a font at all".utf8))) { error in
            XCTAssertTrue(error is FontError, "\(error)")
        }
    }
}
