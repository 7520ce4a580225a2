import XCTest
import Arrange
@testable import LayoutSwitcherApp

/// The article's layout switcher (the article on custom layouts, Docs/Seeds.md): a segmented
/// picker switching ten capsules among HStack, VStack, ZStack and the flow layout via AnyLayout.
final class LayoutSwitcherAppTests: XCTestCase {
    private func capsuleFrames(_ host: ViewHost<LayoutSwitcherView>) -> [CGRect] {
        (0..<10).compactMap { host.frame(of: "capsule-\($0)") }
    }

    func testTappingSegmentsSwitchesTheLayoutKeepingEveryCapsule() throws {
        let host = ViewHost(rootView: LayoutSwitcherView(), size: CGSize(width: 480, height: 640))
        func pick(_ index: Int) {
            guard let picker = host.frame(of: "picker") else { return XCTFail("no picker") }
            XCTAssertTrue(host.tap(at: CGPoint(x: picker.minX + picker.width * (CGFloat(index) + 0.5) / 4, y: picker.midY)))
            host.advance(by: 3) // the switch animates (.animation(.default, value: layoutType)); let it end
        }
        // hStack: one row.
        var frames = capsuleFrames(host)
        XCTAssertEqual(frames.count, 10)
        XCTAssertEqual(Set(frames.map(\.minY)).count, 1)
        XCTAssertEqual(frames.map(\.minX), frames.map(\.minX).sorted())
        // vStack: one column, top to bottom.
        pick(1)
        frames = capsuleFrames(host)
        XCTAssertEqual(frames.count, 10)
        XCTAssertEqual(Set(frames.map(\.midX)).count, 1)
        XCTAssertEqual(frames.map(\.minY), frames.map(\.minY).sorted())
        XCTAssertEqual(Set(frames.map(\.minY)).count, 10)
        // zStack: all on one centre.
        pick(2)
        frames = capsuleFrames(host)
        XCTAssertEqual(Set(frames.map(\.midX)).count, 1)
        XCTAssertEqual(Set(frames.map(\.midY)).count, 1)
        // flowLayout: rows that wrap within the width, more than one capsule a row.
        pick(3)
        frames = capsuleFrames(host)
        XCTAssertEqual(frames.count, 10)
        let rows = Set(frames.map(\.minY)).count
        XCTAssertGreaterThan(rows, 0)
        XCTAssertLessThan(rows, 10)
        XCTAssertTrue(frames.allSatisfy { $0.maxX <= 480 })
    }

    func testTheKeyboardSwitchesLayoutsToo() {
        let host = ViewHost(rootView: LayoutSwitcherView(layoutType: .vStack), size: CGSize(width: 480, height: 640))
        XCTAssertEqual(Set(capsuleFrames(host).map(\.midX)).count, 1)
        XCTAssertTrue(host.press(.tab))
        XCTAssertTrue(host.press(.leftArrow))      // back to hStack
        host.advance(by: 3)                        // the switch animates; let it end
        XCTAssertEqual(Set(capsuleFrames(host).map(\.minY)).count, 1)
        let before = host.displayList
        XCTAssertTrue(host.press(.rightArrow))
        XCTAssertNotEqual(host.displayList, before)
    }

    func testLayoutOptionIsReadAndBadOnesRefused() throws {
        let command = LayoutSwitcherCommand.command
        XCTAssertEqual(try LayoutSwitcherCommand.layoutType(.init(arguments: ["--layout", "zStack"], appOptions: ["--layout"])), .zStack)
        XCTAssertThrowsError(try command.makeView(.init(arguments: ["--layout", "grid"], appOptions: ["--layout"])))
        XCTAssertEqual(command.main(LayoutSwitcherArguments.self, arguments: ["--layout", "grid"]), 64)
        XCTAssertEqual(command.main(LayoutSwitcherArguments.self, arguments: ["--size"]), 64)
    }
}
