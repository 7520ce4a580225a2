import XCTest
@testable import Arrange

/// Text baselines (Docs/LayoutRules.md §7) and text spacing preferences (Docs/LayoutRules.md §3), with box metrics: at 10 pt
/// a line is 10 tall with its baseline 8 down (ascent 8, descent 2, cap height 7); at 20 pt all
/// doubles.
final class TextBaselineAndSpacingTests: XCTestCase {
    /// First-baseline alignment puts the baselines on one line: the 20 pt text's baseline is 16
    /// down, the 10 pt one's 8, so the small text sits 8 lower; the stack spans 0…20.
    func testFirstTextBaselineAlignment() {
        let s = boxSnapshot(HStack(alignment: .firstTextBaseline) {
            Text("A").font(.system(size: 20)).id("big")
            Text("b").font(.system(size: 10)).id("small")
        }, .unspecified)
        assertFrame(s.frame(of: "big"), 0, 0, 10, 20)
        // 10 wide (one 20 pt box) + 8 (texts are plain horizontally, Docs/LayoutRules.md §3).
        assertFrame(s.frame(of: "small"), 18, 8, 5, 10)
        assertSize(s.size, 23, 20)
    }

    /// The last baseline of a two-line text is the second line's: 10 + 8 = 18 down. Aligned by
    /// last baseline with a one-line 10 pt text (baseline 8), that one sits 10 lower.
    func testLastTextBaselineAlignment() {
        let s = boxSnapshot(HStack(alignment: .lastTextBaseline) {
            Text("a\nb").font(.system(size: 10)).id("two")
            Text("c").font(.system(size: 10)).id("one")
        }, .unspecified)
        assertFrame(s.frame(of: "two"), 0, 0, 5, 20)
        assertFrame(s.frame(of: "one"), 13, 10, 5, 10)
    }

    /// Views without text align their bottom edge on the baseline (the default value of the text
    /// baseline guides): a 10 × 30 colour beside a 10 pt text's baseline (8) ends at the baseline.
    func testPlainViewsAlignTheirBottomToTheBaseline() {
        let s = boxSnapshot(HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 10, height: 30).id("box")
            Text("a").font(.system(size: 10)).id("text")
        }, .unspecified)
        // Box bottom (30) on the baseline: text top = 30 − 8 = 22.
        assertFrame(s.frame(of: "box"), 0, 0, 10, 30)
        assertFrame(s.frame(of: "text"), 18, 22, 5, 10)
    }

    /// Docs/LayoutRules.md §3 at 10 pt: line height 8 + 2 = 10; text spacing ceil(0.1 × 10) = 1; line spacing
    /// 11. Above the text: 11 − 8 = 3; below: max(11 − 7, 1 + 2) = 4. A VStack of a 10-tall
    /// colour, the text and another colour: text at 10 + 3 = 13, next colour at 23 + 4 = 27.
    func testVerticalSpacingAroundText() {
        let s = boxSnapshot(VStack {
            Color.red.frame(width: 10, height: 10).id("above")
            Text("a").font(.system(size: 10)).id("text")
            Color.red.frame(width: 10, height: 10).id("below")
        }, .unspecified)
        XCTAssertEqual(s.frame(of: "text")?.minY, 13)
        XCTAssertEqual(s.frame(of: "below")?.minY, 27, "\(s)")
    }

    /// Between two texts: the lower text's leading rounded up (0 here): the second line of text
    /// touches the first. With a 300-unit line gap (3 pt) the distance is 3.
    func testTextToTextSpacingIsTheLeading() {
        let tight = boxSnapshot(VStack { Text("a").id("1"); Text("b").id("2") }.font(.system(size: 10)), .unspecified)
        XCTAssertEqual(tight.frame(of: "2")?.minY, 10)
        let gapped = boxSnapshot(VStack { Text("a").id("1"); Text("b").id("2") }.font(.system(size: 10)), .unspecified,
                                 provider: BoxFontProvider(BoxTypeface(lineGap: 300)))
        // Each line is 8 + 2 + 3 = 13 tall; the second text starts at 13 + 3 = 16.
        XCTAssertEqual(gapped.frame(of: "2")?.minY, 16)
    }

    /// Horizontally text is a plain view: 8 from a colour, 8 from another text, 0 from a Spacer.
    func testHorizontalSpacingIsPlain() {
        let s = boxSnapshot(HStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("a").font(.system(size: 10)).id("t1")
            Text("b").font(.system(size: 10)).id("t2")
        }, .unspecified)
        XCTAssertEqual(s.frame(of: "t1")?.minX, 18)
        XCTAssertEqual(s.frame(of: "t2")?.minX, 31)
    }

    /// A grid row aligned on the first text baseline (Docs/LayoutRules.md §10: "row vertical alignment can be a
    /// text baseline"): a 20 pt and a 10 pt label share the baseline 16 down.
    func testGridRowBaselineAlignment() {
        let s = boxSnapshot(Grid(alignment: .leading) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Cat").font(.system(size: 20)).id("name")
                Text("25").font(.system(size: 10)).id("votes")
            }
        }, .unspecified)
        XCTAssertEqual(s.frame(of: "name")?.minY, 0)
        XCTAssertEqual(s.frame(of: "votes")?.minY, 8)
    }
}
