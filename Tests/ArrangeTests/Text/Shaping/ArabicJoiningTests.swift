import XCTest
@testable import Arrange

/// Arabic joining forms from the rules of The Unicode Standard, chapter 9.2 ("Cursive Joining"),
/// and the Joining_Type of ArabicShaping.txt.
final class ArabicJoiningTests: XCTestCase {
    private func forms(_ string: String) -> [ArabicJoining.Form] {
        ArabicJoining.forms(string.unicodeScalars.map(JoiningType.init))
    }

    func testJoiningTypesComeFromTheGeneratedTable() {
        // ArabicShaping.txt: BEH D, ALEF R, FATHA T (Mn), ZWJ C, TATWEEL C, SPACE U.
        XCTAssertEqual(JoiningType("\u{0628}"), .dualJoining)
        XCTAssertEqual(JoiningType("\u{0627}"), .rightJoining)
        XCTAssertEqual(JoiningType("\u{064E}"), .transparent)
        XCTAssertEqual(JoiningType("\u{200D}"), .joinCausing)
        XCTAssertEqual(JoiningType("\u{0640}"), .joinCausing)
        XCTAssertEqual(JoiningType(" "), .nonJoining)
    }

    func testDualJoiningLettersTakeInitialMedialAndFinalForms() {
        // كتب (kaf teh beh, all D): initial, medial, final.
        XCTAssertEqual(forms("\u{0643}\u{062A}\u{0628}"), [.initial, .medial, .final])
        // A lone beh is isolated.
        XCTAssertEqual(forms("\u{0628}"), [.isolated])
    }

    func testRightJoiningLettersBreakTheJoinAfterThem() {
        // مرحبا (meem D, reh R, hah D, beh D, alef R): meem joins reh; reh does not join forward,
        // so hah starts again: initial, final, initial, medial, final.
        XCTAssertEqual(forms("\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"), [.initial, .final, .initial, .medial, .final])
    }

    func testTransparentMarksAreSkipped() {
        // بِسْمِ: the kasra and sukun (T) between the letters don't break the joins (R5); the
        // marks get no form.
        XCTAssertEqual(forms("\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650}"),
                       [.initial, .none, .medial, .none, .final, .none])
    }

    func testNonJoiningCharactersAndJoinCausers() {
        // A space (U) separates words: each beh is isolated.
        XCTAssertEqual(forms("\u{0628} \u{0628}"), [.isolated, .none, .isolated])
        // ZWJ (C) after a beh makes it join forward: initial.
        XCTAssertEqual(forms("\u{0628}\u{200D}"), [.initial, .none])
    }
}
