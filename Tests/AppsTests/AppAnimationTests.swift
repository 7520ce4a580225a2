import XCTest
import Arrange
@testable import LayoutSwitcherApp
@testable import PetsApp
@testable import RadialApp

/// The apps' changes animate as the seeds write them: `.animation(.default, value:)` on the
/// switcher's `AnyLayout` (the article on custom layouts, Docs/Seeds.md) and on the pets' avatar
/// layout (the WWDC22 session, Docs/Seeds.md), and the radial demo's stepper binding
/// `$count.animation()` (the notes' radial layout, Docs/Seeds.md; `Binding.animation(_:)`'s default is
/// `.default`). Views keep their identity across the
/// `AnyLayout` switch, so each moves from its old frame to its new one.
///
/// `Animation.default` is `spring(response: 0.55, dampingFraction: 1.0)` (Apple's documentation
/// of `Animation.default`): critically damped, so a view's progress at time t is
/// 1 − (1 + ωt)·e^(−ωt) with ω = 2π / 0.55. At t = 0.275 s (half the response) ωt = π:
/// 1 − (1 + π)·e^(−π) = 0.82104; at t = 0 it is 0; by t = 3 s it is within 1e-9 of 1.
final class AppAnimationTests: XCTestCase {
    private static let halfResponseProgress = 1 - (1 + Double.pi) * exp(-Double.pi)

    private func interpolated(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
        CGRect(x: from.minX + (to.minX - from.minX) * progress, y: from.minY + (to.minY - from.minY) * progress,
               width: from.width + (to.width - from.width) * progress, height: from.height + (to.height - from.height) * progress)
    }

    private func assertEqual(_ a: CGRect?, _ b: CGRect, accuracy: CGFloat = 0.01, _ message: String, line: UInt = #line) {
        guard let a else { return XCTFail("no frame: \(message)", line: line) }
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, message, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, message, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, message, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, message, line: line)
    }

    /// Checks, after a change made with `.default`, that each view is at its old frame at t = 0,
    /// at the spring's progress at half the response, and at its new frame once it has settled.
    private func assertAnimatesByIdentity<V: View>(_ host: ViewHost<V>, _ ids: [String], from old: [CGRect], to new: [CGRect], line: UInt = #line) {
        XCTAssertTrue(host.isAnimating, line: line)
        for (index, id) in ids.enumerated() { assertEqual(host.frame(of: id), old[index], "t = 0, \(id)", line: line) }
        host.advance(by: 0.275)
        for (index, id) in ids.enumerated() {
            assertEqual(host.frame(of: id), interpolated(old[index], new[index], Self.halfResponseProgress), "t = ½ response, \(id)", line: line)
        }
        host.advance(by: 3)
        XCTAssertFalse(host.isAnimating, line: line)
        for (index, id) in ids.enumerated() { assertEqual(host.frame(of: id), new[index], accuracy: 1e-6, "end, \(id)", line: line) }
    }

    func testSwitchingLayoutsMovesEachCapsuleFromItsOldFrameToItsNewOne() throws {
        let size = CGSize(width: 480, height: 640)
        let host = ViewHost(rootView: LayoutSwitcherView(layoutType: .hStack), size: size)
        let ids = (0..<10).map { "capsule-\($0)" }
        let old = try ids.map { try XCTUnwrap(host.frame(of: $0)) }
        let new = try ids.map { try XCTUnwrap(LayoutSnapshot(of: LayoutSwitcherView(layoutType: .vStack), in: size).frame(of: $0)) }
        XCTAssertTrue(host.press(.tab))
        XCTAssertTrue(host.press(.rightArrow)) // hStack → vStack
        assertAnimatesByIdentity(host, ids, from: old, to: new)
    }

    func testAVoteMakingAThreeWayTieSlidesTheAvatarsIntoARow() throws {
        // 25, 9, 16 votes; a tie needs equal votes, so start from 10, 9, 10 and vote for the goldfish.
        let size = CGSize(width: 400, height: 640)
        let tied = [Pet(type: "Cat", votes: 10), Pet(type: "Goldfish", votes: 10), Pet(type: "Dog", votes: 10)]
        let start = [Pet(type: "Cat", votes: 10), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 10)]
        let host = ViewHost(rootView: PetVotingView(pets: start), size: size)
        let ids = ["avatar-Cat", "avatar-Goldfish", "avatar-Dog"]
        let old = try ids.map { try XCTUnwrap(host.frame(of: $0), $0) }
        let new = try ids.map { try XCTUnwrap(LayoutSnapshot(of: PetVotingView(pets: tied), in: size).frame(of: $0), $0) }
        // Radial before, a row (equal minY) after.
        XCTAssertNotEqual(Set(old.map(\.minY)).count, 1)
        XCTAssertEqual(Set(new.map(\.minY)).count, 1)
        XCTAssertTrue(host.tap(on: "vote-Goldfish"))
        assertAnimatesByIdentity(host, ids, from: old, to: new)
    }

    func testASteppedCountMovesTheCirclesAroundTheCircleAndAddsTheNewOne() throws {
        // The notes' view marks no circle with `.id`: circles are the 32 × 32 fills, in order.
        let size = CGSize(width: 400, height: 480)
        let host = ViewHost(rootView: RadialDemoView(), size: size)
        let old = RadialAppTests.circles(host.displayList).map(\.frame)
        XCTAssertEqual(old.count, 16)
        XCTAssertTrue(host.press(.tab))
        XCTAssertTrue(host.press(.upArrow)) // 16 → 17
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 3)
        XCTAssertFalse(host.isAnimating)
        let new = RadialAppTests.circles(host.displayList).map(\.frame)
        XCTAssertEqual(new.count, 17)
        // Halfway through a second step (17 → 16), each remaining circle is between its frames.
        host.press(.downArrow)
        host.advance(by: 0.275)
        let middle = RadialAppTests.circles(host.displayList).map(\.frame)
        for index in 0..<16 {
            let expected = interpolated(new[index], old[index], Self.halfResponseProgress)
            XCTAssertEqual(middle[index].midX, expected.midX, accuracy: 1e-6, "circle \(index)")
            XCTAssertEqual(middle[index].midY, expected.midY, accuracy: 1e-6, "circle \(index)")
        }
    }
}
