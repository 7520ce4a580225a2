import XCTest
@testable import Arrange

/// Text measurement is cached by string and font (shaping) and by width (line breaking), so ten
/// thousand labels that repeat a few strings are shaped a few times.
final class TextCachingTests: XCTestCase {
    func testSameStringAndFontShareTheirShaping() {
        let environment = boxEnvironment()
        let first = TextModel(text: Text("Cat").font(.system(size: 10)), environment: environment)
        let second = TextModel(text: Text("Cat").font(.system(size: 10)), environment: environment)
        let larger = TextModel(text: Text("Cat").font(.system(size: 12)), environment: environment)
        XCTAssertTrue(first.shaped === second.shaped)
        XCTAssertFalse(first.shaped === larger.shaped)
    }

    func testLinesAreCutOncePerWidth() {
        let shaped = TextModel(text: Text("aaaa bbbb cccc").font(.system(size: 10)), environment: boxEnvironment()).shaped
        var cuts = 0
        let make: () -> [TextLine] = { cuts += 1; return [] }
        _ = shaped.lines(maxWidth: 21.5, make: make)
        _ = shaped.lines(maxWidth: 21.5, make: make)
        _ = shaped.lines(maxWidth: 22.5, make: make)
        XCTAssertEqual(cuts, 2)
    }
}
