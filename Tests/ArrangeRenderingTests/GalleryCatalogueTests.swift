import XCTest
import Foundation
@testable import Arrange
import ArrangeGallery

/// The gallery's catalogue: what it covers, that its code strings match the code that builds the
/// views, and that every example lays out cleanly.
final class GalleryCatalogueTests: XCTestCase {
    /// Names are unique and safe as file names and HTML ids: lower-case letters, digits, hyphens.
    func testNamesAreUniqueAndFileSafe() {
        let names = Gallery.examples.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicate names")
        for name in names {
            XCTAssertFalse(name.isEmpty)
            XCTAssertTrue(name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, name)
        }
        XCTAssertNotNil(Gallery.example(named: "seed-leaderboard-grid"))
        XCTAssertNil(Gallery.example(named: "no-such-example"))
    }

    /// The brief's list: the seeds' views, every container, every ArrangeLayouts layout, the
    /// controls, text, and drawing each have examples.
    func testCoversEveryFamilyTheBriefLists() {
        let names = Set(Gallery.examples.map(\.name))
        let required = [
            "seed-leaderboard-grid", "seed-voting-buttons-wide", "seed-voting-buttons-narrow", "seed-podium-radial",
            "seed-podium-tie", "seed-flow-capsules", "seed-layout-switch-flow",
            "container-hstack", "container-vstack", "container-zstack", "container-grid", "container-lazy-vgrid",
            "container-lazy-hstack", "container-lazy-hgrid", "container-scrollview", "container-viewthatfits", "container-anylayout",
            "container-geometryreader",
            "layout-flow-justified", "layout-equal-width-hstack", "layout-equal-width-vstack", "layout-radial", "layout-masonry",
            "control-buttons", "control-form", "control-labels",
            "control-tint", "control-label-styles", "control-toggle-styles", "control-sizes-shapes", "control-gauges",
            "control-link-redacted", "text-fonts", "text-wrapping", "text-alignment", "text-truncation",
            "drawing-dashes", "drawing-gradients", "drawing-card", "drawing-card-cjk", "drawing-card-emoji",
        ]
        for name in required { XCTAssertTrue(names.contains(name), "missing \(name)") }
    }

    /// Each example's `code` is, whitespace aside, the text of the closure that builds its view:
    /// the source holds `code: #"""CODE"""#) { CODE }`, so the two can't drift apart.
    func testCodeStringsMatchTheirClosures() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ArrangeGallery/Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        let source = try files.map { try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }.joined()
        let stripped = Self.strippingWhitespace(source)
        for example in Gallery.examples {
            let code = Self.strippingWhitespace(example.code)
            XCTAssertFalse(code.isEmpty, example.name)
            XCTAssertTrue(stripped.contains(code + "\"\"\"#){" + code + "}"), "\(example.name): its code string differs from its closure")
        }
    }

    static func strippingWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    /// Every example lays out to a finite, non-empty size with no diagnostics (no repaired size,
    /// no missing image: the card's image is the gallery's own resource).
    func testEveryExampleLaysOutCleanly() {
        for example in Gallery.examples {
            let snapshot = LayoutSnapshot(of: example.view, proposal: example.proposal)
            XCTAssertTrue(snapshot.size.width.isFinite && snapshot.size.width > 0, example.name)
            XCTAssertTrue(snapshot.size.height.isFinite && snapshot.size.height > 0, example.name)
            XCTAssertEqual(snapshot.diagnostics.count, 0, "\(example.name): \(snapshot.diagnostics)")
        }
    }

    /// The social card is the Open Graph size: 1200 × 630 at scale 1 (its frame), 600 × 315 at 0.5.
    func testSocialCardSize() {
        XCTAssertNotNil(GallerySocialCard.imagePath)
        let full = LayoutSnapshot(of: GallerySocialCard(), proposal: .unspecified)
        XCTAssertEqual(full.size, CGSize(width: 1200, height: 630))
        let half = LayoutSnapshot(of: GallerySocialCard(scale: 0.5), proposal: .unspecified)
        XCTAssertEqual(half.size, CGSize(width: 600, height: 315))
    }
}
