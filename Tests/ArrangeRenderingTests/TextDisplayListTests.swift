import XCTest
@testable import Arrange

/// Glyph runs of text. With box typefaces at 10 pt every glyph is id 1 and 5 pt wide, a line is
/// 10 pt tall with its baseline 8 pt down, so positions follow from arithmetic.
final class TextDisplayListTests: XCTestCase {
    func testOneLineSitsOnItsBaseline() {
        XCTAssertEqual(boxDisplayList(Text("Hi")).description, """
            DisplayList 10×10
            glyphs (unnamed face) 10 #000000 "Hi" at 0 8: 1@0 1@5  Text "Hi"
            """)
    }

    func testLinesStackAndAlignByMultilineTextAlignment() {
        // Lines of 5 and 15 points in a 15-point frame.
        let text = Text("A\nBBB")
        XCTAssertEqual(boxDisplayList(text.multilineTextAlignment(.center)).description, """
            DisplayList 15×20
            glyphs (unnamed face) 10 #000000 "A" at 5 8: 1@0  Text "A\\nBBB"
            glyphs (unnamed face) 10 #000000 "BBB" at 0 18: 1@0 1@5 1@10  Text "A\\nBBB"
            """)
        XCTAssertEqual(boxDisplayList(text.multilineTextAlignment(.trailing)).items.map { glyphRun($0)?.origin.x }, [10, 0])
        XCTAssertEqual(boxDisplayList(text).items.map { glyphRun($0)?.origin.x }, [0, 0])
    }

    func testLineSpacingMovesLaterLines() {
        let list = boxDisplayList(Text("A\nB").lineSpacing(4))
        XCTAssertEqual(list.items.map { glyphRun($0)?.origin.y }, [8, 22])
    }

    func testRightToLeftLeadingAlignmentIsTheRightEdge() {
        let list = boxDisplayList(Text("A\nBBB").environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(list.items.map { glyphRun($0)?.origin.x }, [10, 0])
    }

    func testTailTruncationEndsWithTheEllipsisGlyph() {
        // 20 points: the ellipsis takes 5, "Hel" the other 15.
        XCTAssertEqual(boxDisplayList(Text("Hello").lineLimit(1), proposal: ProposedViewSize(width: 20, height: nil)).description, """
            DisplayList 20×10
            glyphs (unnamed face) 10 #000000 "Hel" at 0 8: 1@0 1@5 1@10  Text "Hello"
            glyphs (unnamed face) 10 #000000 "…" at 15 8: 1@0  Text "Hello"
            """)
    }

    func testHeadAndMiddleTruncation() {
        let proposal = ProposedViewSize(width: 20, height: nil)
        XCTAssertEqual(boxDisplayList(Text("Hello").lineLimit(1).truncationMode(.head), proposal: proposal).items.compactMap { glyphRun($0).map { "\($0.string)@\($0.origin.x)" } },
                       ["…@0.0", "llo@5.0"])
        XCTAssertEqual(boxDisplayList(Text("Hello").lineLimit(1).truncationMode(.middle), proposal: proposal).items.compactMap { glyphRun($0).map { "\($0.string)@\($0.origin.x)" } },
                       ["He@0.0", "…@10.0", "o@15.0"])
    }

    func testTextColourFromRunElseEnvironmentElseBlack() {
        let view = VStack(spacing: 0) {
            Text("a").foregroundColor(.red)
            Text("b")
        }.foregroundColor(.blue)
        XCTAssertEqual(boxDisplayList(view).items.compactMap { glyphRun($0)?.color }, [DisplayList.RGBA(Color.red), DisplayList.RGBA(Color.blue)])
        XCTAssertEqual(boxDisplayList(Text("c")).items.compactMap { glyphRun($0)?.color }, [.black])
    }

    func testConcatenatedRunsKeepTheirColours() {
        let list = boxDisplayList(Text("ab").foregroundColor(.red) + Text("cd"))
        XCTAssertEqual(list.description, """
            DisplayList 20×10
            glyphs (unnamed face) 10 #FF3B30 "ab" at 0 8: 1@0 1@5  Text "abcd"
            glyphs (unnamed face) 10 #000000 "cd" at 10 8: 1@0 1@5  Text "abcd"
            """)
    }

    func testBundledFontGlyphRun() {
        let snapshot = LayoutSnapshot(of: Text("Hi").id("t"), in: CGSize(width: 100, height: 40))
        let runs = snapshot.displayList.items.compactMap(glyphRun)
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run.face.familyName, "Inter")
        XCTAssertEqual(run.size, 17)
        XCTAssertEqual(run.string, "Hi")
        XCTAssertEqual(run.glyphs.count, 2)
        let frame = snapshot.frame(of: "t")!
        XCTAssertEqual(run.origin.x, frame.minX)
        XCTAssertGreaterThan(run.glyphs[1].position.x, run.glyphs[0].position.x)
        // The baseline lies inside the frame, nearer the bottom (descent is smaller than ascent).
        XCTAssertGreaterThan(run.origin.y, frame.midY)
        XCTAssertLessThan(run.origin.y, frame.maxY)
        XCTAssertNotEqual(run.glyphs[0].id, 0)
        XCTAssertFalse(run.face.outline(of: run.glyphs[0].id).isEmpty)
    }

    func testClusterOfSeveralScalarsKeepsEveryGlyph() {
        // "e" + combining acute: one cluster of two 5-point box glyphs; "x" follows at 10.
        XCTAssertEqual(boxDisplayList(Text("e\u{301}x")).description, """
            DisplayList 15×10
            glyphs (unnamed face) 10 #000000 "e\u{301}x" at 0 8: 1@0 1@5 1@10  Text "e\u{301}x"
            """)
    }

    func testFallbackFaceStartsANewGlyphRun() {
        // Inter lacks the Hebrew alef that DejaVu Sans has: the fallback face gets its own run.
        let list = LayoutSnapshot(of: Text("a\u{5D0}b"), proposal: .unspecified).displayList
        let runs = list.items.compactMap(glyphRun)
        XCTAssertEqual(runs.map(\.string), ["a", "\u{5D0}", "b"])
        guard runs.count == 3 else { return }
        XCTAssertEqual(runs.map { $0.face.familyName }, ["Inter", "DejaVu Sans", "Inter"])
        XCTAssertEqual(runs[1].origin.x, runs[1].glyphs[0].position.x)
        XCTAssertLessThan(runs[0].origin.x, runs[1].origin.x)
        XCTAssertLessThan(runs[1].origin.x, runs[2].origin.x)
    }

    func testGlyphsFollowTheMeasuredAdvances() {
        // Kerning and tracking move glyphs exactly as they widen the measured text.
        for text in [Text("AVAVAV"), Text("AVAVAV").tracking(3)] {
            let snapshot = LayoutSnapshot(of: text.font(.system(size: 40)), proposal: .unspecified, environment: {
                var environment = EnvironmentValues()
                environment.displayScale = 1000
                return environment
            }())
            let glyphs = snapshot.displayList.items.compactMap(glyphRun).flatMap(\.glyphs)
            XCTAssertEqual(glyphs.count, 6)
            let lastAdvance = glyphs[5].position.x - glyphs[4].position.x // "V" after "A", like the one before
            let fourth = glyphs[3].position.x - glyphs[2].position.x
            XCTAssertEqual(lastAdvance, fourth, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(glyphs[5].position.x, snapshot.size.width)
        }
    }

    func testHiddenTextDrawsNothing() {
        XCTAssertEqual(boxDisplayList(Text("x").hidden()).items, [])
    }

    /// The recorded dump's sources: glyph ids are Inter Regular's cmap (fontTools:
    /// `[getGlyphOrder().index(getBestCmap()[ord(c)]) for c in "Hello, world"]` = 161, 612, 723, 723,
    /// 775, 1404, 1682, 937, 775, 837, 723, 594); the baseline 19.375 is the ascender, 2728 · 20/2816;
    /// the positions are the kerned advances hb-shape gives (HarfBuzzComparisonTests checks them).
    func testMeasuredTextNamesTheOutlinesOfTheBundledFaceInDump() {
        let list = LayoutSnapshot(of: Text("Hello, world").font(.system(size: 20)), proposal: .unspecified).displayList
        assertSnapshot(list.description, named: "text-hello-world-inter-20")
    }
}

/// The glyph run of an item, if it is one.
func glyphRun(_ item: DisplayList.Item) -> DisplayList.GlyphRun? {
    if case .glyphs(let run) = item.content { return run }
    return nil
}
