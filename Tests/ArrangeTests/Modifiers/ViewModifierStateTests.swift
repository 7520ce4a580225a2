import XCTest
@testable import Arrange

/// Dynamic properties of view modifiers in a `ViewHost`. Apple's documentation of `ViewModifier`
/// shows modifiers as reusable pieces of view code; `State`: "SwiftUI manages the property's
/// storage" for the lifetime of the identity it belongs to, and state resets when the identity
/// changes (`id(_:)`: "When the proxy value specified by the id parameter changes, the identity of
/// the view — for example, its state — is reset"). Frames use the fixtures of
/// `StateTestSupport.swift` (a `CountBar` is 10 + count points wide).
final class ViewModifierStateTests: XCTestCase {
    /// A count of its own, with a 40 × 20 button under the content that increments it and a bar
    /// that shows it.
    private struct Tally: ViewModifier {
        var name = "tally"
        @State private var count = 0
        func body(content: Content) -> some View {
            VStack(spacing: 0) {
                content
                Button(action: { count += 1 }) { Color.blue.frame(width: 40, height: 20) }.id(name)
                CountBar(count: count).id(name + "Bar")
            }
        }
    }

    /// A counting row with the tally, identified by `key`.
    private struct Tallied: View {
        let key: Int
        var body: some View {
            CountingRow(name: "row").modifier(Tally()).id(key)
        }
    }

    func testModifierStateSurvivesUpdatesAndResetsWithTheIdentity() {
        let host = makeHost(Tallied(key: 1))
        XCTAssertEqual(host.frame(of: "tallyBar")?.width, 10)
        XCTAssertTrue(host.tap(on: "tally"))
        XCTAssertTrue(host.tap(on: "tally"))
        XCTAssertTrue(host.tap(on: "row"))
        XCTAssertEqual(host.frame(of: "tallyBar")?.width, 12)
        XCTAssertEqual(host.frame(of: "row")?.width, 11) // the content keeps its own state
        host.update(rootView: Tallied(key: 1))
        XCTAssertEqual(host.frame(of: "tallyBar")?.width, 12)
        XCTAssertEqual(host.frame(of: "row")?.width, 11)
        host.update(rootView: Tallied(key: 2)) // a new identity: both states start over
        XCTAssertEqual(host.frame(of: "tallyBar")?.width, 10)
        XCTAssertEqual(host.frame(of: "row")?.width, 10)
    }

    /// Two tallied views side by side: each modifier has its own state.
    func testEachModifiedViewHasItsOwnModifierState() {
        struct Pair: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).modifier(Tally(name: "left"))
                    Color.red.frame(width: 10, height: 10).modifier(Tally(name: "right"))
                }
            }
        }
        let host = makeHost(Pair())
        XCTAssertTrue(host.tap(on: "right"))
        XCTAssertTrue(host.tap(on: "right"))
        XCTAssertTrue(host.tap(on: "left"))
        host.update(rootView: Pair())
        XCTAssertEqual(host.frame(of: "leftBar")?.width, 11)
        XCTAssertEqual(host.frame(of: "rightBar")?.width, 12)
    }

    /// A button that increments a count it is bound to.
    private struct Bump: ViewModifier {
        @Binding var count: Int
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                content
                Button(action: { count += 1 }) { Color.blue.frame(width: 20, height: 20) }.id("bump")
            }
        }
    }

    func testModifierBindingWritesTheOwnersState() {
        struct Owner: View {
            @State private var count = 0
            var body: some View {
                CountBar(count: count).id("bar").modifier(Bump(count: $count))
            }
        }
        let host = makeHost(Owner())
        XCTAssertTrue(host.tap(on: "bump"))
        XCTAssertTrue(host.tap(on: "bump"))
        XCTAssertTrue(host.tap(on: "bump"))
        XCTAssertEqual(host.frame(of: "bar")?.width, 13)
    }

    /// A 10-point badge after the content, 20 points in a right-to-left environment.
    private struct DirectionBadge: ViewModifier {
        @Environment(\.layoutDirection) private var direction
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                content
                Color.green.frame(width: direction == .rightToLeft ? 20 : 10, height: 10).id("badge")
            }
        }
    }

    /// A bar 10 points wide, 30 in a right-to-left environment.
    private struct DirectionBar: View {
        @Environment(\.layoutDirection) private var direction
        var body: some View {
            Color.red.frame(width: direction == .rightToLeft ? 30 : 10, height: 10)
        }
    }

    /// Sets a right-to-left environment for the content only.
    private struct RightToLeftContent: ViewModifier {
        func body(content: Content) -> some View {
            content.environment(\.layoutDirection, .rightToLeft)
        }
    }

    func testModifierSeesTheEnvironmentAtItsPosition() {
        let leftToRight = makeHost(Color.red.frame(width: 10, height: 10).modifier(DirectionBadge()))
        XCTAssertEqual(leftToRight.frame(of: "badge")?.width, 10)
        let rightToLeft = makeHost(VStack { Color.red.frame(width: 10, height: 10).modifier(DirectionBadge()) }
            .environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(rightToLeft.frame(of: "badge")?.width, 20)
        // The modifier's own environment does not reach the views outside it; it reaches the content.
        let inner = makeHost(HStack(spacing: 0) {
            DirectionBar().id("content").modifier(RightToLeftContent())
            DirectionBar().id("sibling")
        })
        XCTAssertEqual(inner.frame(of: "content")?.width, 30)
        XCTAssertEqual(inner.frame(of: "sibling")?.width, 10)
    }
}
