import XCTest
@testable import Arrange

/// `Text(Image)`: an image inside text stands on the baseline and takes its width in the line
/// (Docs/Differences.md, "Text details"). Box metrics at 10 pt: a character 5 wide, ascent 8,
/// descent 2 (TextTestSupport.swift); a symbol is its placeholder box, 1.2 × 10 = 12 points.
final class TextImageTests: XCTestCase {
    func testASymbolInTextTakesItsWidthAndRaisesTheLine() {
        // A name without an icon, so the box is the placeholder (SymbolImageMetricsTests checks
        // a mapped name's icon on the same baseline).
        let text = Text(Image(systemName: "custom.symbol")) + Text("Hi")
        let snapshot = boxSnapshot(text.font(.system(size: 10)), .unspecified)
        // 12 + 2 × 5 wide; the line's ascent grows from 8 to the box's 12: 12 + 2 tall.
        XCTAssertEqual(snapshot.size, CGSize(width: 22, height: 14))
        let strokes = snapshot.displayList.items.compactMap { item -> CGRect? in
            if case .stroke(let path, _, _) = item.content { return path.boundingRect }
            return nil
        }
        // The box stands on the baseline (y 12), inset half its 1-point line.
        XCTAssertEqual(strokes.first, CGRect(x: 0.5, y: 0.5, width: 11, height: 11))
        let glyphs = snapshot.displayList.items.compactMap { item -> CGPoint? in
            if case .glyphs(let run) = item.content { return run.origin }
            return nil
        }
        XCTAssertEqual(glyphs.first, CGPoint(x: 12, y: 12))
    }

    func testAnImageFromFileDrawsAsABitmapInTheLine() throws {
        let directory = try XCTUnwrap(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
        // Dot.imageset/dot.png: 5 × 7 pixels at 1x.
        let image = Image(contentsOfFile: directory.appendingPathComponent("Dot.imageset/dot.png").path)
        let snapshot = boxSnapshot((Text("a") + Text(image)).font(.system(size: 10)), .unspecified)
        // 5 + 5 wide; the image's 7 fits in the ascent of 8: 10 tall.
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 10))
        let frames = snapshot.displayList.items.compactMap { item -> CGRect? in
            if case .image(_, let rect) = item.content { return rect }
            return nil
        }
        XCTAssertEqual(frames, [CGRect(x: 5, y: 1, width: 5, height: 7)])
    }

    func testTextWithImagesCompares() {
        XCTAssertEqual(Text(Image(systemName: "star")), Text(Image(systemName: "star")))
        XCTAssertNotEqual(Text(Image(systemName: "star")), Text(Image(systemName: "moon")))
    }
}
