import XCTest
@testable import Arrange

final class SmokeTests: XCTestCase {
    func testHStackOfThree() {
        let view = HStack(spacing: 0) {
            Rectangle().fill(Color.red).id("red")
            Rectangle().fill(Color.green).id("green")
            Rectangle().fill(Color.blue).id("blue")
        }.frame(width: 300, height: 100)
        let s = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        print(s)
        XCTAssertEqual(s.frame(of: "green"), CGRect(x: 100, y: 0, width: 100, height: 100))
    }
}
