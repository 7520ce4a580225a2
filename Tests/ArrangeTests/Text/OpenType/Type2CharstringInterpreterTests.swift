import XCTest
@testable import Arrange

/// Type 2 charstring operators that the bundled Inter faces may not use, on hand-encoded charstrings
/// (Adobe Technical Note #5177). Operands are encoded as single bytes (value + 139) for −107…107.
final class Type2CharstringInterpreterTests: XCTestCase {
    /// Encodes small integers and operators: an `Int` in −107…107 becomes one byte, a `String` like
    /// `"12 35"` becomes its operator bytes.
    static func charString(_ items: [Any]) -> [UInt8] {
        items.flatMap { item -> [UInt8] in
            if let number = item as? Int { return [UInt8(number + 139)] }
            return (item as! String).split(separator: " ").map { UInt8($0)! }
        }
    }

    /// An INDEX holding `objects` (offSize 1).
    static func index(_ objects: [[UInt8]]) -> [UInt8] {
        guard !objects.isEmpty else { return [0, 0] }
        var bytes: [UInt8] = [0, UInt8(objects.count), 1, 1]
        var offset = 1
        for object in objects { offset += object.count; bytes.append(UInt8(offset)) }
        return bytes + objects.flatMap { $0 }
    }

    /// Runs `code` with the given subroutines and returns the path in ``OpenTypeFontOutlineTests``'s
    /// notation.
    static func run(_ code: [UInt8], local: [[UInt8]] = [], global: [[UInt8]] = []) throws -> String {
        let globalIndex = try CompactFontIndex(table: FontDataReader(bytes: index(global), name: "CFF "), at: 0)
        let localIndex = local.isEmpty ? nil : try CompactFontIndex(table: FontDataReader(bytes: index(local), name: "CFF "), at: 0)
        var interpreter = Type2CharstringInterpreter(globalSubrs: globalIndex, localSubrs: localIndex)
        try interpreter.run(FontDataReader(bytes: code, name: "CFF "))
        return OpenTypeFontOutlineTests.notation(interpreter.elements)
    }

    func testWidthHintsAndHintmaskAreSkipped() throws {
        // width 50; hstemhm 2 stems; vstem via hintmask's implicit operands (1 stem) → 3 stems → 1 mask byte
        // (0xFF, which would read as a number if not skipped); then rmoveto 10 20, rlineto 5 0.
        let code = Self.charString([50, 0, 10, 30, 10, "18", 5, 10, "19"]) + [0xFF]
            + Self.charString([10, 20, "21", 5, 0, "5", "14"])
        XCTAssertEqual(try Self.run(code), "M 10 20 L 15 20 Z")
    }

    func testLineAndCurveFamilies() throws {
        // hmoveto 10; hlineto 5 6 7 (h, v, h); vvcurveto with dx1; hhcurveto with dy1; hvcurveto with a final dx.
        let code = Self.charString([10, "22", 5, 6, 7, "6",
                                    1, 2, 3, 4, 5, "26",
                                    1, 2, 3, 4, 5, "27",
                                    1, 2, 3, 4, 5, "31", "14"])
        XCTAssertEqual(try Self.run(code), "M 10 0 L 15 0 L 15 6 L 22 6 C 23 8 26 12 26 17 C 28 18 31 22 36 22 C 37 22 39 25 44 29 Z")
    }

    func testFlexOperators() throws {
        // flex: two curves from 12 deltas and a depth; hflex; hflex1; flex1 (|dx| > |dy|: last dy returns to start).
        let flex = Self.charString([0, 0, "21", 1, 1, 1, 1, 1, 1, 1, -1, 1, -1, 1, -1, 50, "12 35", "14"])
        XCTAssertEqual(try Self.run(flex), "M 0 0 C 1 1 2 2 3 3 C 4 2 5 1 6 0 Z")
        let hflex = Self.charString([0, 0, "21", 1, 2, 3, 4, 5, 6, 7, "12 34", "14"])
        XCTAssertEqual(try Self.run(hflex), "M 0 0 C 1 0 3 3 7 3 C 12 3 18 0 25 0 Z")
        let hflex1 = Self.charString([0, 0, "21", 1, 1, 1, 1, 1, 1, 1, 1, 1, "12 36", "14"])
        XCTAssertEqual(try Self.run(hflex1), "M 0 0 C 1 1 2 2 3 2 C 4 2 5 3 6 0 Z")
        let flex1 = Self.charString([0, 0, "21", 2, 1, 2, 1, 2, 1, 2, -1, 2, -1, 2, "12 37", "14"])
        XCTAssertEqual(try Self.run(flex1), "M 0 0 C 2 1 4 2 6 3 C 8 2 10 1 12 0 Z")
    }

    func testArithmeticAndStorage() throws {
        // 3 4 add → 7; 2 mul → 14; put at 0; get 0 → 14; 10 exch sub → 10 - 14 = -4; dup → -4 -4; rmoveto.
        let code = Self.charString([3, 4, "12 10", 2, "12 24", 0, "12 20", 0, "12 21", 10, "12 28", "12 11", "12 27", "21", 1, 0, "5", "14"])
        XCTAssertEqual(try Self.run(code), "M -4 -4 L -3 -4 Z")
        // ifelse: 1 2 (3 ≤ 4) → 1; 9 8 7 rolled by 1 → 7 9 8; drop → 1 7 9: rmoveto's first stack-clearing
        // call takes 1 as the width and moves by (7, 9).
        let choose = Self.charString([1, 2, 3, 4, "12 22", 9, 8, 7, 3, 1, "12 30", "12 18", "21", 0, 5, "5", "14"])
        XCTAssertEqual(try Self.run(choose), "M 7 9 L 7 14 Z")
    }

    func testSubroutinesUseTheBias() throws {
        // Fewer than 1240 subroutines: bias 107, so -107 calls subroutine 0.
        let subr = Self.charString([5, 5, "5", "11"])
        let code = Self.charString([0, 0, "21", -107, "10", -107, "29", "14"])
        XCTAssertEqual(try Self.run(code, local: [subr], global: [subr]), "M 0 0 L 5 5 L 10 10 Z")
        XCTAssertThrowsError(try Self.run(Self.charString([-106, "10"]), local: [subr]), "subroutine 1 does not exist")
        XCTAssertThrowsError(try Self.run(Self.charString([-107, "10"])), "no local subroutines")
    }

    func testRecursionAndRunawayAreStopped() {
        let recursive = Self.charString([-107, "10", "11"])
        XCTAssertThrowsError(try Self.run(recursive, local: [recursive])) { error in
            XCTAssertTrue("\(error)".contains("nest deeper than 10"), "\(error)")
        }
        // Each level calls the next twice: 2^10 leaves × 100 operations stays under the step budget,
        // but a subroutine that calls itself twice per level is cut off by the depth limit.
        let wide = Self.charString([-107, "10", -107, "10", "11"])
        XCTAssertThrowsError(try Self.run(wide, local: [wide]))
        XCTAssertThrowsError(try Self.run(Self.charString(["5"]) + [0x1C]), "truncated shortint")
        XCTAssertThrowsError(try Self.run(Self.charString(["2"])), "reserved operator")
    }
}
