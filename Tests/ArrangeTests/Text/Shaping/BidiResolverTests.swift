import XCTest
@testable import Arrange

/// The bidirectional algorithm on sequences of Bidi_Class values, in the style of Unicode's
/// BidiCharacterTest.txt: each expectation is worked from the rules of UAX #9
/// (https://www.unicode.org/reports/tr9/) named in the test's comment.
final class BidiResolverTests: XCTestCase {
    private static let names: [String: BidiClass] = [
        "L": .leftToRight, "R": .rightToLeft, "AL": .arabicLetter, "EN": .europeanNumber, "ES": .europeanSeparator,
        "ET": .europeanTerminator, "AN": .arabicNumber, "CS": .commonSeparator, "NSM": .nonspacingMark,
        "BN": .boundaryNeutral, "B": .paragraphSeparator, "S": .segmentSeparator, "WS": .whitespace, "ON": .otherNeutral,
        "LRE": .leftToRightEmbedding, "PDF": .popDirectionalFormat, "RLI": .rightToLeftIsolate, "PDI": .popDirectionalIsolate,
    ]

    private func classes(_ text: String) -> [BidiClass] {
        text.split(separator: " ").map { Self.names[String($0)]! }
    }

    private func levels(_ text: String, defaultLevel: UInt8 = 0) -> [UInt8] {
        BidiResolver.resolve(classes(text), defaultLevel: defaultLevel).levels
    }

    func testParagraphLevelComesFromTheFirstStrongCharacter() {
        // P2–P3: the first L, R or AL decides; isolates are skipped; none: the default.
        XCTAssertEqual(BidiResolver.paragraphLevel(classes("ON WS L R")[...], defaultLevel: 1), 0)
        XCTAssertEqual(BidiResolver.paragraphLevel(classes("EN WS AL L")[...], defaultLevel: 0), 1)
        XCTAssertEqual(BidiResolver.paragraphLevel(classes("RLI L PDI R")[...], defaultLevel: 0), 1)
        XCTAssertEqual(BidiResolver.paragraphLevel(classes("EN ON WS")[...], defaultLevel: 1), 1)
        XCTAssertEqual(BidiResolver.paragraphLevel(classes("EN ON WS")[...], defaultLevel: 0), 0)
    }

    func testRightToLeftRunInsideALeftToRightParagraph() {
        // Paragraph 0 (first strong L). R → 1 (I1). The space between L and R takes the
        // embedding direction (N1 fails: L ≠ R; N2: e = L).
        XCTAssertEqual(levels("L WS R R"), [0, 0, 1, 1])
        // Between two R the space takes R (N1) and so level 1.
        XCTAssertEqual(levels("L WS R WS R"), [0, 0, 1, 1, 1])
    }

    func testEuropeanNumberAfterArabicLetterIsAnArabicNumber() {
        // Paragraph 1 (AL). W2: EN after AL → AN; W3: AL → R; N1: WS between R and AN (as R) → R;
        // I2: R at odd level stays 1, AN at odd level → 2.
        XCTAssertEqual(levels("AL WS EN EN"), [1, 1, 2, 2])
    }

    func testEuropeanNumbersInRightToLeftText() {
        // Paragraph 1. W4: ES between two EN → EN; I2: EN at level 1 → 2.
        XCTAssertEqual(levels("R WS EN ES EN"), [1, 1, 2, 2, 2])
        // W5: ET before EN → EN; the ET and EN both → 2.
        XCTAssertEqual(levels("R WS ET EN"), [1, 1, 2, 2])
        // W4: a CS between EN and EN → EN (1,5 as a number).
        XCTAssertEqual(levels("R EN CS EN"), [1, 2, 2, 2])
        // W6: a lone CS → ON; N1 between R and EN (R) → R → 1.
        XCTAssertEqual(levels("R CS EN"), [1, 1, 2])
    }

    func testEuropeanNumbersAfterLeftToRightTextAreLeftToRight() {
        // Paragraph 0. W7: EN with L as the last strong type → L → level 0.
        XCTAssertEqual(levels("L WS EN"), [0, 0, 0])
        // A paragraph without strong characters at default level 1: sos is R, so W7 leaves EN and
        // I2 raises it to 2; the ON before it sits between sos (R) and EN (R) → 1.
        XCTAssertEqual(levels("ON EN", defaultLevel: 1), [1, 2])
    }

    func testNonspacingMarkTakesThePrecedingType() {
        // W1: NSM after R → R; at the start, NSM takes sos (paragraph 0 → L).
        XCTAssertEqual(levels("L WS R NSM"), [0, 0, 1, 1])
        XCTAssertEqual(levels("NSM L"), [0, 0])
        // W1: NSM after an isolate control → ON.
        XCTAssertEqual(levels("R RLI NSM", defaultLevel: 0), [1, 1, 1])
    }

    func testRemovedCharactersTakeTheLevelBeforeThem() {
        // X9 removes BN and embedding controls; they take the preceding level. The WS between the
        // two R (BN ignored) is between R and R → 1.
        XCTAssertEqual(levels("L R BN WS R"), [0, 1, 1, 1, 1])
        XCTAssertEqual(levels("LRE L PDF"), [0, 0, 0])
    }

    func testParagraphSeparatorStartsANewParagraph() {
        // P1: "R B L": the first paragraph is 1, the second 0; the separator keeps its
        // paragraph's level (it ends the first paragraph).
        let resolved = BidiResolver.resolve(classes("R B L"), defaultLevel: 0)
        XCTAssertEqual(resolved.paragraphLevels, [1, 1, 0])
        XCTAssertEqual(resolved.levels, [1, 1, 0])
    }

    func testReorderingReversesRunsFromTheHighestLevel() {
        // L2 on levels [0 0 1 1 1]: the run at level 1 reverses.
        let types = classes("L WS R R R")
        let resolved = BidiResolver.resolve(types)
        XCTAssertEqual(BidiResolver.visualOrder(levels: resolved.levels[...], classes: types[...], paragraphLevel: 0), [0, 1, 4, 3, 2])
        // Levels [1 1 2 2] (R WS EN EN, paragraph 1): level 2 reverses first (the numbers keep
        // their order after the second reversal), then everything at 1 or more.
        let numbers = classes("R WS EN EN")
        let numberLevels = BidiResolver.resolve(numbers).levels
        XCTAssertEqual(BidiResolver.visualOrder(levels: numberLevels[...], classes: numbers[...], paragraphLevel: 1), [2, 3, 1, 0])
    }

    func testTrailingWhitespaceTakesTheParagraphLevel() {
        // L1: the space ending a line of a left-to-right paragraph goes back to level 0, so it
        // stays at the right end instead of joining the reversed R run before it.
        let types = classes("L WS R R WS")
        let levels: [UInt8] = [0, 0, 1, 1, 1]
        XCTAssertEqual(BidiResolver.visualOrder(levels: levels[...], classes: types[...], paragraphLevel: 0), [0, 1, 3, 2, 4])
        // L1: a segment separator and the whitespace before it take the paragraph level, so the
        // R before them and the R after them are reversed apart, each on its own: no change.
        let tabbed = classes("R R WS S R")
        XCTAssertEqual(BidiResolver.visualOrder(levels: [1, 1, 1, 1, 1][...], classes: tabbed[...], paragraphLevel: 0), [1, 0, 2, 3, 4])
    }

    func testCharacterClassesComeFromTheGeneratedTable() {
        // UnicodeData.txt's Bidi_Class field.
        XCTAssertEqual(BidiClass("A"), .leftToRight)
        XCTAssertEqual(BidiClass("\u{05D0}"), .rightToLeft)        // HEBREW LETTER ALEF
        XCTAssertEqual(BidiClass("\u{0627}"), .arabicLetter)       // ARABIC LETTER ALEF
        XCTAssertEqual(BidiClass("\u{0661}"), .arabicNumber)       // ARABIC-INDIC DIGIT ONE
        XCTAssertEqual(BidiClass("7"), .europeanNumber)
        XCTAssertEqual(BidiClass("+"), .europeanSeparator)
        XCTAssertEqual(BidiClass("%"), .europeanTerminator)
        XCTAssertEqual(BidiClass(","), .commonSeparator)
        XCTAssertEqual(BidiClass("\u{064E}"), .nonspacingMark)     // ARABIC FATHA
        XCTAssertEqual(BidiClass("\u{200D}"), .boundaryNeutral)    // ZERO WIDTH JOINER
        XCTAssertEqual(BidiClass("\n"), .paragraphSeparator)
        XCTAssertEqual(BidiClass("\t"), .segmentSeparator)
        XCTAssertEqual(BidiClass(" "), .whitespace)
        XCTAssertEqual(BidiClass("!"), .otherNeutral)
        XCTAssertEqual(BidiClass("\u{2067}"), .rightToLeftIsolate)
        XCTAssertEqual(BidiClass("\u{4E2D}"), .leftToRight)        // CJK ideograph
        // Unassigned code points in the Arabic block default to AL (DerivedBidiClass.txt).
        XCTAssertEqual(BidiClass(Unicode.Scalar(0x08B5)!).isStrongRightToLeft, true)
    }

    func testStrongRightToLeftDetection() {
        // The check every text pays: Hebrew, Arabic and the RIGHT-TO-LEFT MARK (class R) count;
        // Latin, digits, Arabic-Indic digits (AN) and marks don't.
        XCTAssertTrue(BidiClass.containsRightToLeft("abc \u{05D0}".unicodeScalars))
        XCTAssertTrue(BidiClass.containsRightToLeft("\u{0627}".unicodeScalars))
        XCTAssertTrue(BidiClass.containsRightToLeft("a\u{200F}b".unicodeScalars))
        XCTAssertFalse(BidiClass.containsRightToLeft("Hello, world! 123".unicodeScalars))
        XCTAssertFalse(BidiClass.containsRightToLeft("\u{0661}\u{0662}\u{064E}".unicodeScalars))
    }

    func testLineOfALaterParagraphReordersItsOwnClusters() {
        // Visual order of clusters 3..<6 ("R R WS" of "L B R R WS"... as a line): indexes stay
        // those of the text, reversed within the line.
        let levels = BidiLevels(classes: classes("L WS B R R R"), defaultLevel: 0)
        XCTAssertEqual(levels.visualOrder(3..<6), [5, 4, 3])
        XCTAssertEqual(levels.paragraphLevels, [0, 0, 0, 1, 1, 1])
    }

    func testMirroredCharactersFromBidiMirroring() {
        // BidiMirroring.txt: ( ↔ ), [ ↔ ], { ↔ }, < ↔ >, « ↔ »; letters have none.
        XCTAssertEqual(UnicodeTables.mirror(of: "("), ")")
        XCTAssertEqual(UnicodeTables.mirror(of: ")"), "(")
        XCTAssertEqual(UnicodeTables.mirror(of: "["), "]")
        XCTAssertEqual(UnicodeTables.mirror(of: "{"), "}")
        XCTAssertEqual(UnicodeTables.mirror(of: "<"), ">")
        XCTAssertEqual(UnicodeTables.mirror(of: "\u{00AB}"), "\u{00BB}")
        XCTAssertNil(UnicodeTables.mirror(of: "a"))
    }
}
