import XCTest
@testable import Arrange

/// `EquatableView` and `.equatable()`.
///
/// Apple's documentation of `EquatableView`: "A view type that compares itself against its
/// previous value and prevents its child updating if its new value is the same as its old value."
/// Arrange evaluates the body regardless (Docs/Differences.md, "Environment and lifecycle"); what
/// is shown is the content's, unchanged.
final class EquatableViewTests: XCTestCase {
    struct Badge: View, Equatable {
        let count: Int
        var body: some View {
            Color.red.frame(width: CGFloat(10 * count), height: 10).id("badge")
        }
    }

    /// Counts its taps; its badge is an equatable view.
    struct Screen: View {
        @State var count = 1
        var body: some View {
            VStack(spacing: 0) {
                Badge(count: count).equatable()
                Color.blue.frame(width: 10, height: 10).onTapGesture { count += 1 }.id("button")
            }
        }
    }

    /// The wrapper adds no node: the badge's frame is the content's (10 × count wide).
    func testTheWrapperAddsNothingToTheLayout() {
        let plain = LayoutSnapshot(of: Badge(count: 3), proposal: .unspecified)
        let wrapped = LayoutSnapshot(of: Badge(count: 3).equatable(), proposal: .unspecified)
        XCTAssertEqual(wrapped.frame(of: "badge"), plain.frame(of: "badge"))
        XCTAssertEqual(wrapped.size, CGSize(width: 30, height: 10))
    }

    /// A new, unequal value updates the content.
    func testAChangedValueUpdates() {
        let host = makeHost(Screen())
        XCTAssertEqual(host.frame(of: "badge")?.width, 10)
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "badge")?.width, 20)
    }

    /// State inside the content keeps its identity across updates: the wrapper is transparent to
    /// identity as it is to layout.
    func testStateInsideTheContentIsKept() {
        struct Tally: View, Equatable {
            static func == (lhs: Tally, rhs: Tally) -> Bool { true }
            var body: some View { CountingRow(name: "row") }
        }
        let host = makeHost(VStack { Tally().equatable() })
        host.tap(on: "row")
        host.tap(on: "row")
        XCTAssertEqual(host.frame(of: "row")?.width, 12)
    }

    /// `content` is public and settable, as SwiftUI's.
    func testContentIsAccessible() {
        var view = EquatableView(content: Badge(count: 1))
        view.content = Badge(count: 4)
        XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).size.width, 40)
    }
}
