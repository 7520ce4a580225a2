import XCTest
@testable import Arrange

/// Text styling set on any view through the environment (SwiftUI's `View.bold(_:)`,
/// `tracking(_:)`, `textCase(_:)`, `underline(_:pattern:color:)` … reach every `Text` inside).
///
/// Box metrics (TextTestSupport.swift): 5 pt per character at 10 pt. Real-font numbers come from
/// the bundled Inter faces' tables, read with Python's `struct` module: unitsPerEm 2816,
/// USE_TYPO_METRICS set, sTypoAscender 2728; Inter-Regular `post.underlinePosition` −464,
/// `post.underlineThickness` 192, `OS/2.yStrikeoutPosition` 922, `OS/2.yStrikeoutSize` 192. At
/// 28.16 pt one font unit is 0.01 pt.
final class TextStylingTests: XCTestCase {
    /// `.bold()` on a stack makes each text as wide as the same text with `Text.bold()`, and that
    /// width is the bold face's advances: "m" alone (no kerning pair) is Inter-Bold's advance of
    /// "m" × 20 / 2816, rounded up to the pixel (Docs/LayoutRules.md §1).
    func testBoldOnAStackReachesEveryText() throws {
        let font = Font.system(size: 20)
        let stack = LayoutSnapshot(of: VStack { Text("m").id("m"); Text("Hamster").id("h") }.bold().font(font), proposal: .unspecified)
        let boldM = LayoutSnapshot(of: Text("m").bold().font(font), proposal: .unspecified).size
        let boldH = LayoutSnapshot(of: Text("Hamster").bold().font(font), proposal: .unspecified).size
        let regularH = LayoutSnapshot(of: Text("Hamster").font(font), proposal: .unspecified).size
        XCTAssertEqual(stack.frame(of: "m")?.size, boldM)
        XCTAssertEqual(stack.frame(of: "h")?.size, boldH)
        XCTAssertGreaterThan(boldH.width, regularH.width)
        let bold = try BundledFonts.face(named: BundledFonts.interBold)
        let advance = CGFloat(bold.advance(of: try XCTUnwrap(bold.glyph(for: "m")))) * 20 / CGFloat(bold.unitsPerEm)
        XCTAssertEqual(boldM.width, advance.rounded(.up))
    }

    /// The environment works as SwiftUI's does: an inner `fontWeight(.regular)` wins over an
    /// outer `bold()`, and a text's own `bold()` wins over an inner `fontWeight(.regular)`.
    func testInnerWeightWinsOverOuterBold() {
        let font = Font.system(size: 20)
        let regular = LayoutSnapshot(of: Text("Hamster").font(font), proposal: .unspecified).size
        let bold = LayoutSnapshot(of: Text("Hamster").bold().font(font), proposal: .unspecified).size
        let view = VStack {
            Text("Hamster").id("inner")
            Text("Hamster").bold().id("own")
        }.fontWeight(.regular).bold().font(font)
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "inner")?.size, regular)
        XCTAssertEqual(snapshot.frame(of: "own")?.size, bold)
    }

    /// Tracking adds its amount after every character, the last included (Docs/Differences.md,
    /// "kerning(_:) and tracking(_:)"): "Hello" (5 × 5 = 25 pt) with `tracking(2)` on a stack is
    /// 25 + 5 × 2 = 35 pt wide; `kerning(1)` adds 5 × 1 more.
    func testTrackingAndKerningOnAViewWidenText() {
        assertSize(boxSize(VStack { Text("Hello") }.tracking(2), nil), 35, 10)
        assertSize(boxSize(VStack { Text("Hello") }.tracking(2).kerning(1), nil), 40, 10)
        // A text's own tracking wins over the environment's: 25 + 5 × 1.
        assertSize(boxSize(VStack { Text("Hello").tracking(1) }.tracking(2), nil), 30, 10)
    }

    /// `textCase(.uppercase)` measures the uppercased string: "straße" becomes "STRASSE"
    /// (Unicode full case mapping, 7 characters = 35 pt); `.lowercase` keeps 6 (30 pt).
    func testTextCaseMeasuresTheTransformedString() {
        assertSize(boxSize(VStack { Text("straße") }.textCase(.uppercase), nil), 35, 10)
        assertSize(boxSize(VStack { Text("STRAßE") }.textCase(.lowercase), nil), 30, 10)
        var environment = boxEnvironment()
        environment.textCase = .uppercase
        XCTAssertEqual(environment.textCase, .uppercase)
    }

    /// Styled texts concatenate: each run keeps its own styling, so "ab" with "a" bold is as wide
    /// as bold "a" plus regular "b" (rounded up once, Docs/LayoutRules.md §1; no kerning between different faces).
    func testStyledTextsConcatenate() throws {
        let font = Font.system(size: 28.16)
        let text: Text = Text("a").bold() + Text("b").italic()
        let size = LayoutSnapshot(of: text.font(font), proposal: .unspecified).size
        let bold = try BundledFonts.face(named: BundledFonts.interBold)
        let italic = try BundledFonts.face(named: BundledFonts.interItalic)
        let a = CGFloat(bold.advance(of: try XCTUnwrap(bold.glyph(for: "a")))) * 0.01
        let b = CGFloat(italic.advance(of: try XCTUnwrap(italic.glyph(for: "b")))) * 0.01
        XCTAssertEqual(size.width, (a + b).rounded(.up), accuracy: 0.0001)
    }

    /// A baseline offset raises the run and grows the line box by the offset (Docs/Differences.md):
    /// a 10 pt box line is 10 tall; raised 3 pt it is 13 tall.
    func testBaselineOffsetGrowsTheLine() {
        assertSize(boxSize(VStack { Text("Hi") }.baselineOffset(3), nil), 10, 13)
        assertSize(boxSize(Text("Hi").baselineOffset(-4), nil), 10, 14)
    }

    /// The underline is a filled rectangle under the glyphs: its top is the baseline (27.28 pt
    /// down: 2728 units) plus 4.64 pt (−464 units), 1.92 pt thick (192 units), from the text's
    /// leading edge across its advances.
    func testUnderlineIsDrawnAtThePostTablePosition() throws {
        let view = VStack { Text("Hi") }.underline().font(.system(size: 28.16))
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        let rects = filledRects(snapshot.displayList)
        let rect = try XCTUnwrap(rects.first)
        XCTAssertEqual(rects.count, 1)
        XCTAssertEqual(rect.minX, 0, accuracy: 0.0001)
        XCTAssertEqual(rect.minY, 27.28 + 4.64, accuracy: 0.0001)
        XCTAssertEqual(rect.height, 1.92, accuracy: 0.0001)
        XCTAssertEqual(rect.width, snapshot.size.width, accuracy: 1)
    }

    /// The strikethrough's top is 9.22 pt above the baseline (`OS/2.yStrikeoutPosition` 922) and
    /// 1.92 pt thick (`yStrikeoutSize` 192); `strikethrough(false)` inside switches it off.
    func testStrikethroughIsDrawnAtTheStrikeoutPosition() throws {
        let view = VStack { Text("Hi"); Text("Off").strikethrough(false) }.strikethrough(color: .red).font(.system(size: 28.16))
        let items = LayoutSnapshot(of: view, proposal: .unspecified).displayList.items
        let fills = items.compactMap { item -> (CGRect, DisplayList.RGBA)? in
            if case .fill(let path, let color, _) = item.content { return (bounds(of: path), color) }
            return nil
        }
        XCTAssertEqual(fills.count, 1)
        let (rect, color) = try XCTUnwrap(fills.first)
        XCTAssertEqual(rect.minY, 27.28 - 9.22, accuracy: 0.0001)
        XCTAssertEqual(rect.height, 1.92, accuracy: 0.0001)
        XCTAssertEqual(color, DisplayList.RGBA(Color.red))
    }

    /// Every filled rectangle in `list`.
    private func filledRects(_ list: DisplayList) -> [CGRect] {
        list.items.compactMap { item in
            if case .fill(let path, _, _) = item.content { return bounds(of: path) }
            return nil
        }
    }

    /// The bounds of a path's points.
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
        return CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
}
