import XCTest
@testable import Arrange

/// `lineLimit(_:reservesSpace:)`, `allowsTightening(_:)` and `Font.leading(_:)`, measured with
/// box typefaces (TextTestSupport.swift: at 10 pt a character is 5 pt wide and a line 10 pt tall
/// with no line gap), so every expected size is arithmetic from the rule each test names.
final class TextParagraphFormattingTests: XCTestCase {
    /// With `reservesSpace`, one line of text limited to 3 lines is 3 lines tall (Apple:
    /// "reserves space so that it always occupies the height required to display the specified
    /// number of lines"): 3 × 10 = 30; with 2 pt line spacing, 30 + 2 × 2 = 34. Without it, one
    /// line is 10 tall. Its width stays the text's own (1 × 5).
    func testReservesSpaceForTheLineLimit() {
        assertSize(boxSize(Text("a").lineLimit(3, reservesSpace: true), nil), 5, 30)
        assertSize(boxSize(Text("a").lineLimit(3, reservesSpace: true).lineSpacing(2), nil), 5, 34)
        assertSize(boxSize(Text("a").lineLimit(3, reservesSpace: false), nil), 5, 10)
        // Text that needs more lines than the limit is limited as usual: "aaaa aaaa aaaa" at
        // 20 pt wide wraps to 3 lines, limited to 2 (20 tall).
        assertSize(boxSize(Text("aaaa aaaa aaaa").lineLimit(2, reservesSpace: true), 20), 20, 20)
        // An inner plain `lineLimit(_:)` replaces the outer reservation.
        assertSize(boxSize(VStack { Text("a").lineLimit(3) }.lineLimit(3, reservesSpace: true), nil), 5, 10)
        // A zero proposal still gets a zero size (Docs/LayoutRules.md §1).
        assertSize(boxSize(Text("a").lineLimit(3, reservesSpace: true), 0, 0), 0, 0)
    }

    /// Tightening: "abcdefghij" is 50 pt wide. Proposed 48 pt on one line, it would be
    /// truncated; with `allowsTightening(true)` its advances shrink by 48 / 50 = 0.96, within
    /// NSParagraphStyle's default `tighteningFactorForTruncation` of 0.05 (text up to 1.05 × the
    /// width fits), so all ten characters show in 48 pt. Proposed 47 pt (50 / 47 ≈ 1.064 > 1.05)
    /// it is truncated as without tightening.
    func testTighteningBeforeTruncation() throws {
        let text = Text("abcdefghij").lineLimit(1)
        assertSize(boxSize(text.allowsTightening(true), 48), 48, 10)
        let tight = boxSnapshot(text.allowsTightening(true).font(.system(size: 10)), ProposedViewSize(width: 48, height: nil))
        XCTAssertEqual(texts(tight.displayList).map(\.string).joined(), "abcdefghij")
        let loose = boxSnapshot(text.font(.system(size: 10)), ProposedViewSize(width: 48, height: nil))
        XCTAssertTrue(texts(loose.displayList).map(\.string).joined().hasSuffix("\u{2026}"), "truncated without tightening")
        let tooNarrow = boxSnapshot(text.allowsTightening(true).font(.system(size: 10)), ProposedViewSize(width: 47, height: nil))
        XCTAssertTrue(texts(tooNarrow.displayList).map(\.string).joined().hasSuffix("\u{2026}"))
        // The last glyph of the tightened line starts at 9 × 5 × 0.96 = 43.2 pt or less.
        let glyphs = tight.displayList.items.compactMap { item -> [DisplayList.GlyphRun.Glyph]? in
            if case .glyphs(let run) = item.content { return run.glyphs }
            return nil
        }.flatMap { $0 }
        let last = try XCTUnwrap(glyphs.last)
        XCTAssertLessThanOrEqual(last.position.x, 43.2 + 0.001)
        XCTAssertGreaterThan(last.position.x, 9 * 5 / 1.05 - 0.001)
        XCTAssertFalse(EnvironmentValues().allowsTightening)
    }

    /// `Font.leading(.tight)` takes 2 points from each line and `.loose` adds 2 (Apple's
    /// documentation of `Font.Leading.tight` and `.loose`: "typically reduces [increases] line
    /// spacing by … 2 points on other platforms"): a 10 pt box line is 8 or 12 tall, two lines 16
    /// or 24; `.standard` changes nothing.
    func testFontLeading() {
        assertSize(boxSize(Text("a").font(.system(size: 10).leading(.tight)), nil), 5, 8)
        assertSize(boxSize(Text("a").font(.system(size: 10).leading(.loose)), nil), 5, 12)
        assertSize(boxSize(Text("a").font(.system(size: 10).leading(.standard)), nil), 5, 10)
        assertSize(boxSize(Text("a\nb").font(.system(size: 10).leading(.tight)), nil), 5, 16)
        assertSize(boxSize(Text("a\nb").font(.system(size: 10).leading(.loose)), nil), 5, 24)
        XCTAssertNotEqual(Font.body.leading(.tight), Font.body)
    }
}
