import XCTest
@testable import Arrange

/// Text sizing per Docs/LayoutRules.md §1, with box metrics (TextTestSupport.swift: 5 pt per character and
/// 10 pt per line at 10 pt).
final class TextSizingTests: XCTestCase {
    /// Docs/LayoutRules.md §1: a nil or infinite width gives the one-line ideal size. "Hello world" is 11
    /// characters: 55 × 10.
    func testUnspecifiedAndInfiniteWidthGiveTheIdealSize() {
        assertSize(boxSize(Text("Hello world"), nil), 55, 10)
        assertSize(boxSize(Text("Hello world"), .infinity, .infinity), 55, 10)
    }

    /// Docs/LayoutRules.md §1: a width at least the ideal width gives the ideal width (text never grows).
    func testWiderProposalKeepsTheIdealWidth() {
        assertSize(boxSize(Text("Hello world"), 100), 55, 10)
        assertSize(boxSize(Text("Hello world"), 55), 55, 10)
    }

    /// Docs/LayoutRules.md §1: narrower wraps at word boundaries and reports the widest line. At 40:
    /// "Hello " | "world" → both 25 wide (the space hangs), two lines: 25 × 20.
    func testNarrowerProposalWrapsAndReportsTheWidestLine() {
        assertSize(boxSize(Text("Hello world"), 40), 25, 20)
        // "a bb ccc dddd" at 40 (8 characters): "a bb " (4 visible = 20) + "ccc" would be 8 → fits
        // "a bb ccc" = 40; "dddd" next line → 40 × 20.
        assertSize(boxSize(Text("a bb ccc dddd"), 40), 40, 20)
    }

    /// Docs/LayoutRules.md §1 (objc Swift Talk #318): a word wider than the line breaks inside the word. 20
    /// characters at 32 → 6 per line (30 pt): 6 + 6 + 6 + 2 → 30 × 40.
    func testWordWiderThanTheLineBreaksInside() {
        assertSize(boxSize(Text("Supercalifragilistic"), 32), 30, 40)
    }

    /// Docs/LayoutRules.md §1: a height below one line still gives one line (truncated). At 40 × 5, "Hello
    /// world" shows one line: 35 pt of text ("Hello w") + a 5 pt ellipsis = 40 × 10.
    func testHeightBelowOneLineStillGivesOneLine() {
        assertSize(boxSize(Text("Hello world"), 40, 5), 40, 10)
    }

    /// Docs/LayoutRules.md §1: any axis proposed 0 gives 0 × 0.
    func testZeroProposalGivesZero() {
        assertSize(boxSize(Text("Hello"), 0), 0, 0)
        assertSize(boxSize(Text("Hello"), 100, 0), 0, 0)
    }

    /// The proposed height limits the lines: 3 lines of "aaaa bbbb cccc" at 20 wide need 30; 25
    /// tall fits 2 (the second truncated).
    func testProposedHeightLimitsTheLines() {
        assertSize(boxSize(Text("aaaa bbbb cccc"), 20), 20, 30)
        assertSize(boxSize(Text("aaaa bbbb cccc"), 20, 25), 20, 20)
    }

    /// `lineLimit(1)` keeps one line: "Hello world" at 40 → 40 × 10 (tail-truncated).
    func testLineLimit() {
        assertSize(boxSize(Text("Hello world").lineLimit(1), 40), 40, 10)
        assertSize(boxSize(Text("Hello world").lineLimit(2), 40), 25, 20)
    }

    /// Line breaks in the text always break: "a\nbb" → widest line 10, two lines.
    func testMandatoryLineBreaks() {
        assertSize(boxSize(Text("a\nbb"), nil), 10, 20)
        assertSize(boxSize(Text("a\u{2028}bb\ncc"), nil), 10, 30)
    }

    /// `lineSpacing` adds between lines: two lines of 10 with 4 between → 24.
    func testLineSpacing() {
        assertSize(boxSize(Text("Hello world").lineSpacing(4), 40), 25, 24)
    }

    /// Sizes round up to the pixel grid (Docs/LayoutRules.md §1): at 7 pt a character is 3.5 wide and a line
    /// 7 tall; "abc" = 10.5 → 11 at 1×, 10.5 at 2×.
    func testSizesRoundUpToThePixelGrid() {
        let text = Text("abc").font(.system(size: 7))
        assertSize(boxSnapshot(text, .unspecified).size, 11, 7)
        assertSize(boxSnapshot(text, .unspecified, displayScale: 2).size, 10.5, 7)
    }

    /// Break opportunities (UAX #14): after a hyphen, between ideographs. "well-known" (50) at 30
    /// → "well-" | "known": 25 × 20. "日本語" (15) at 10 → "日本" | "語": 10 × 20.
    func testHyphensAndIdeographsAllowBreaks() {
        assertSize(boxSize(Text("well-known"), 30), 25, 20)
        assertSize(boxSize(Text("日本語"), 10), 10, 20)
        // No break before a digit after a hyphen ("-5" stays whole): "a-5" (15) at 10 breaks
        // inside the word instead: "a-" | "5" → 10 × 20, the same size, so check a wider case:
        // "x -55" (25) at 20: break after the space only → "x " | "-55" → 15 × 20.
        assertSize(boxSize(Text("x -55"), 20), 15, 20)
    }

    /// A no-break space does not allow a break: "a\u{00A0}b c" at 20 → "a b " | "c": 15 × 20.
    func testNoBreakSpaceKeepsWordsTogether() {
        assertSize(boxSize(Text("a\u{00A0}b c"), 20), 15, 20)
    }

    /// An empty text takes no space.
    func testEmptyTextIsZero() {
        assertSize(boxSize(Text(""), nil), 0, 0)
    }

    /// Concatenated runs keep their fonts: "ab" at 10 pt (10) + "cd" at 20 pt (20) = 30 wide; the
    /// line is as tall as its tallest font, 20.
    func testConcatenationKeepsEachRunsFont() {
        assertSize(boxSize(Text("ab") + Text("cd").font(.system(size: 20)), nil), 30, 20)
    }

    /// `tracking` and `kerning` add after every character: "abc" with tracking 2 → 3 × (5 + 2).
    func testTrackingAndKerning() {
        assertSize(boxSize(Text("abc").tracking(2), nil), 21, 10)
        assertSize(boxSize(Text("abc").kerning(-1), nil), 12, 10)
    }

    /// Pair kerning from the font applies between adjacent glyphs: with −100 units (−1 pt at
    /// 10 pt) per pair, "111" = 15 − 2 = 13; `monospacedDigit()` gives digits one advance and no
    /// kerning: 15.
    func testFontKerningAndMonospacedDigits() {
        let provider = BoxFontProvider(BoxTypeface(pairKerning: -100))
        let plain = boxSnapshot(Text("111").font(.system(size: 10)), .unspecified, provider: provider)
        assertSize(plain.size, 13, 10)
        let digits = boxSnapshot(Text("111").font(.system(size: 10)).monospacedDigit(), .unspecified, provider: provider)
        assertSize(digits.size, 15, 10)
    }

    /// A character the font lacks is drawn with the first fallback that has it: "aéa" with é only
    /// in a fallback whose advance is 1000 units → 5 + 10 + 5 = 20.
    func testFallbackFaceForMissingCharacters() {
        let provider = BoxFontProvider(BoxTypeface(missing: ["é"]), fallbacks: [BoxTypeface(advance: 1000)])
        assertSize(boxSnapshot(Text("aéa").font(.system(size: 10)), .unspecified, provider: provider).size, 20, 10)
    }

    /// `minimumScaleFactor` shrinks the font before truncating: "Hello world" (55) in 44 on one
    /// line needs 44/55 = 0.8 → 44 × 8. With a factor of 0.9 it can't fit: 0.9 and truncated:
    /// width ≤ 44, height 9.
    func testMinimumScaleFactor() {
        let scaled = boxSize(Text("Hello world").lineLimit(1).minimumScaleFactor(0.5), 44)
        assertSize(scaled, 44, 8)
        let limited = boxSize(Text("Hello world").lineLimit(1).minimumScaleFactor(0.9), 44)
        XCTAssertLessThanOrEqual(limited.width, 44)
        assertSize(CGSize(width: 0, height: limited.height), 0, 9)
    }

    /// Truncation modes all fit the line: head and middle keep 7 characters + the ellipsis in 40.
    func testTruncationModes() {
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            assertSize(boxSize(Text("Hello world").lineLimit(1).truncationMode(mode), 40), 40, 10, "\(mode)")
        }
    }
}
