import XCTest
@testable import Arrange

/// Underline and strikethrough patterns and synthesised small capitals (Docs/Differences.md,
/// "Text details"). Pattern lengths are multiples of the line's thickness: a dot 1 on 1 off, a
/// dash 4 on 2 off, dash-dot 4 2 1 2, dash-dot-dot 4 2 1 2 1 2. Real-font numbers are Inter's
/// (TextStylingTests: at 28.16 pt the underline is 1.92 pt thick, its top 4.64 below the baseline
/// at 27.28). Small capitals are capitals at 0.7 of the size (CSS Fonts Level 3 §6.3's synthesis,
/// at the scale browsers use); box metrics are 0.5 em wide a character.
final class TextDetailsTests: XCTestCase {
    private func pieces(_ pattern: Text.LineStyle.Pattern, width: CGFloat, thickness: CGFloat) -> [[CGFloat]] {
        pattern.segments(from: 0, width: width, thickness: thickness).map { [$0.x, $0.width] }
    }

    func testPatternLengthsInThicknesses() {
        XCTAssertEqual(pieces(.solid, width: 20, thickness: 1), [[0, 20]])
        // Dash 4 on 2 off: 0–4, 6–10, 12–16, 18–20 (cut at the end).
        XCTAssertEqual(pieces(.dash, width: 20, thickness: 1), [[0, 4], [6, 4], [12, 4], [18, 2]])
        // Dot 1 on 1 off at thickness 2: 0–2, 4–6, 8–9.
        XCTAssertEqual(pieces(.dot, width: 9, thickness: 2), [[0, 2], [4, 2], [8, 1]])
        // Dash-dot 4 2 1 2: 0–4, 6–7, 9–12 (cut).
        XCTAssertEqual(pieces(.dashDot, width: 12, thickness: 1), [[0, 4], [6, 1], [9, 3]])
        // Dash-dot-dot 4 2 1 2 1 2: 0–4, 6–7, 9–10, 12–16.
        XCTAssertEqual(pieces(.dashDotDot, width: 16, thickness: 1), [[0, 4], [6, 1], [9, 1], [12, 4]])
        XCTAssertEqual(Text.LineStyle.single.pattern, .solid)
    }

    func testDegeneratePatternsDrawTheWholeLine() {
        XCTAssertEqual(pieces(.dash, width: 20, thickness: .nan), [[0, 20]])
        XCTAssertEqual(pieces(.dash, width: 20, thickness: 0), [[0, 20]])
        // More than 10,000 pieces: a billion points at 1 point thick, drawn solid.
        XCTAssertEqual(pieces(.dot, width: 1e9, thickness: 1), [[0, 1e9]])
    }

    func testADashedUnderlineIsDrawnInPieces() throws {
        let view = Text("Hi").underline(pattern: .dash).font(.system(size: 28.16))
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        let rects = snapshot.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item.content { return bounds(of: path) }
            return nil
        }
        // 1.92 thick: dashes 7.68 long every 11.52.
        let first = try XCTUnwrap(rects.first)
        XCTAssertEqual(first.minX, 0, accuracy: 0.0001)
        XCTAssertEqual(first.width, 7.68, accuracy: 0.0001)
        XCTAssertEqual(first.minY, 27.28 + 4.64, accuracy: 0.0001)
        XCTAssertEqual(first.height, 1.92, accuracy: 0.0001)
        XCTAssertEqual(rects[1].minX, 11.52, accuracy: 0.0001)
        let textWidth = try XCTUnwrap(rects.last).maxX
        XCTAssertEqual(rects.count, Int((textWidth / 11.52).rounded(.up)))
    }

    func testSmallCapitalsAreCapitalsAtSevenTenthsOfTheSize() {
        // "Ab" at 10 pt: all small caps "AB" at 7 pt, 3.5 each.
        XCTAssertEqual(boxSize(Text("Ab").font(.system(size: 10).smallCaps()), nil).width, 7)
        // Lowercase small caps: "A" 5 + "B" 3.5; uppercase small caps: "A" 3.5 + "b" 5; 8.5 is
        // rounded up to the pixel, 9 (Docs/LayoutRules.md §1).
        XCTAssertEqual(boxSize(Text("Ab").font(.system(size: 10).lowercaseSmallCaps()), nil).width, 9)
        XCTAssertEqual(boxSize(Text("Ab").font(.system(size: 10).uppercaseSmallCaps()), nil).width, 9)
        // Both modifiers together are all small caps.
        XCTAssertEqual(boxSize(Text("Ab").font(.system(size: 10).lowercaseSmallCaps().uppercaseSmallCaps()), nil).width, 7)
        // Digits and spaces stay full size: "a 1" → "A" 3.5 + " 1" 10 = 13.5, rounded up to 14.
        XCTAssertEqual(boxSize(Text("a 1").font(.system(size: 10).smallCaps()), nil).width, 14)
    }

    func testSmallCapitalsDrawUppercaseGlyphsAtTheSmallerSize() {
        let snapshot = boxSnapshot(Text("Ab").font(.system(size: 10).lowercaseSmallCaps()), .unspecified)
        let runs = snapshot.displayList.items.compactMap { item -> (String, CGFloat)? in
            if case .glyphs(let run) = item.content { return (run.string, run.size) }
            return nil
        }
        XCTAssertEqual(runs.map(\.0), ["A", "B"])
        XCTAssertEqual(runs.map(\.1), [10, 7])
        XCTAssertEqual(SmallCapsRuns.split("Straße", caps: .lowercase).map(\.text), ["S", "TRASSE"])
    }

    private func bounds(of path: Path) -> CGRect {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, _), .curve(let point, _, _): points.append(point)
            case .closeSubpath: break
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
