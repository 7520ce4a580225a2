import XCTest
import ArrangeTreeText
@testable import Arrange

/// The tree text format (`ViewTreeDescription`, `Docs/ViewTreeText.md`): what parses, what it
/// builds, and a clear error with line and column for everything malformed.
final class ViewTreeDescriptionTests: XCTestCase {
    func testTheDocumentedExampleParsesAndLaysOut() throws {
        let tree = try ViewTreeDescription(parsing: """
        VStack(alignment: leading, spacing: 4) {
            Color(red).frame(width: 10, height: 20).id("red")
            Spacer()
            Text("hi").lineLimit(1)
            HStack { Circle() Rectangle().padding(2) }.layoutDirection(rightToLeft)
        }
        """)
        XCTAssertEqual(tree.root.name, "VStack")
        XCTAssertEqual(tree.root.children.count, 4)
        XCTAssertEqual(tree.viewCount, 7)
        let snapshot = LayoutSnapshot(of: tree.makeView(), proposal: ProposedViewSize(width: 100, height: 200))
        // A leading-aligned VStack puts its first child at its top-leading corner; the fixed
        // frame makes it 10 × 20 (Apple's `frame(width:height:alignment:)`).
        XCTAssertEqual(snapshot.frame(of: "red"), CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    /// The same tree written as Swift and as text lays out identically.
    func testTextBuildsTheSameViewAsTheSwiftItStandsFor() throws {
        let tree = try ViewTreeDescription(parsing: #"HStack(spacing: 5) { Color(blue).frame(width: 30).id("a") Text("Hello").padding(3).id("b") Spacer(minLength: 2).id("c") }"#)
        let swift = HStack(spacing: 5) { Color.blue.frame(width: 30).id("a"); Text("Hello").padding(3).id("b"); Spacer(minLength: 2).id("c") }
        for proposal in [ProposedViewSize(width: 200, height: 50), .unspecified, .zero] {
            let fromText = LayoutSnapshot(of: tree.makeView(), proposal: proposal), fromSwift = LayoutSnapshot(of: swift, proposal: proposal)
            for id in ["a", "b", "c"] { XCTAssertEqual(fromText.frame(of: id), fromSwift.frame(of: id), "\(id) at \(proposal)") }
        }
    }

    func testNumbersStringsAndWords() throws {
        let tree = try ViewTreeDescription(parsing: #"Text("a\"b\\c\n\t\u{1F600}").frame(width: -1.5e2, height: nan).offset(x: inf, y: -inf)"#)
        guard case .string(let text)? = tree.root.arguments.first?.value else { return XCTFail("no string") }
        XCTAssertEqual(text, "a\"b\\c\n\t😀")
        XCTAssertEqual(tree.root.modifiers[0].arguments[0].value, .number(-150))
        XCTAssertEqual(tree.root.modifiers[0].arguments[1].value, .number(.nan))
        XCTAssertEqual(tree.root.modifiers[1].arguments.map(\.value), [.number(.infinity), .number(-.infinity)])
        // The canonical text parses back to the same description.
        XCTAssertEqual(try ViewTreeDescription(parsing: tree.description), tree)
    }

    func testCommentsAndSeparators() throws {
        let tree = try ViewTreeDescription(parsing: "ZStack { // the back\n Color(red); Color(blue), Circle() }")
        XCTAssertEqual(tree.root.children.map(\.name), ["Color", "Color", "Circle"])
    }

    /// Each malformed input gives its own message and position.
    func testMalformedInputIsAClearError() {
        let cases: [(String, String, Int, Int)] = [
            ("", "expected a view name, found the end of the description", 1, 1),
            ("HStak { }", "unknown view \"HStak\"", 1, 1),
            ("HStack {\n  Colr() }", "unknown view \"Colr\"", 2, 3),
            // Found by TreeTextFuzzer: lines are counted by line feeds; "\r\n" ends a line too.
            ("\r\r\n\r\nZStack(a\r)", "ZStack takes no unlabelled argument", 3, 8),
            ("Color().frme(width: 1)", "unknown modifier \"frme\"", 1, 9),
            ("Color().frame(wdth: 1)", ".frame has no argument \"wdth\"", 1, 15),
            ("Color().frame(width: leading)", ".frame's \"width\" must be a number or nil", 1, 22),
            ("Color().frame(width: 1, width: 2)", ".frame is given \"width\" twice", 1, 25),
            ("Color().frame(width: 1, maxWidth: 2)", ".frame cannot mix width or height with minimum, ideal or maximum dimensions", 1, 9),
            ("Text()", "Text needs an unlabelled argument", 1, 7),
            ("Text", "Text needs arguments in parentheses", 1, 5),
            ("Text(\"open", "the string is not closed", 1, 11),
            ("Text(\"\\q\")", "unknown escape \"\\q\" in a string", 1, 9),
            ("Text(\"\\u{110000}\")", "\\u{110000} is not a Unicode scalar", 1, 17),
            ("Color() { Circle() }", "Color takes no children", 1, 9),
            ("HStack { Color()", "expected \"}\" to close HStack's children, found the end of the description", 1, 17),
            ("HStack(spacing: 1.2.3) { }", "\"1.2.3\" is not a number", 1, 22),
            ("Color().lineLimit(1.5)", ".lineLimit's argument must be a whole number within ±1000000 or nil", 1, 19),
            ("Color().lineLimit(1e12)", ".lineLimit's argument must be a whole number within ±1000000 or nil", 1, 19),
            ("Color().fixedSize(horizontal: true)", ".fixedSize takes both horizontal and vertical, or neither", 1, 9),
            ("Color().overlay(alignment: top)", "expected \"{\" before .overlay's content, found the end of the description", 1, 32),
            ("Color() Color()", "expected the end of the description after the root view, found \"C\"", 1, 9),
            ("Color(\u{7})", "expected a value, found U+7", 1, 7),
            ("Color().hidden", ".hidden needs parentheses", 1, 15),
        ]
        for (text, message, line, column) in cases {
            XCTAssertThrowsError(try ViewTreeDescription(parsing: text), text) { error in
                guard let error = error as? ViewTreeDescription.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.message, message, text)
                XCTAssertEqual(error.line, line, "line of \(text)")
                XCTAssertEqual(error.column, column, "column of \(text)")
                XCTAssertEqual(error.description, "\(line):\(column): \(message)")
            }
        }
    }

    /// Nesting and size limits keep parsing and building within a small stack and budget.
    func testLimitsAreErrorsNotCrashes() {
        let deep = String(repeating: "HStack { ", count: 100) + String(repeating: "}", count: 100)
        XCTAssertThrowsError(try ViewTreeDescription(parsing: deep)) { error in
            XCTAssertEqual((error as? ViewTreeDescription.ParseError)?.message, "views nest more than 64 deep")
        }
        let wide = "HStack { " + String(repeating: "Color() ", count: 6_000) + "}"
        XCTAssertThrowsError(try ViewTreeDescription(parsing: wide)) { error in
            XCTAssertEqual((error as? ViewTreeDescription.ParseError)?.message, "more than 5000 views")
        }
        let unclosed = String(repeating: "(", count: 10_000)
        XCTAssertThrowsError(try ViewTreeDescription(parsing: unclosed))
    }

    /// Hostile numbers are accepted: they are the engine's to repair, with diagnostics.
    func testHostileNumbersLayOutWithDiagnostics() throws {
        let tree = try ViewTreeDescription(parsing: "VStack(spacing: nan) { Color().frame(width: -5, height: inf) Spacer(minLength: nan) Color().padding(-1e300).aspectRatio(nan, contentMode: fit) }")
        let snapshot = LayoutSnapshot(of: tree.makeView(), proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertFalse(snapshot.diagnostics.isEmpty)
        for frame in snapshot.graph.frames where !frame.isNull {
            XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "\(frame)")
        }
    }
}
