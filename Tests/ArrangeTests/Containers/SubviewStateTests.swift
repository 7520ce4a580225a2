import XCTest
@testable import Arrange

/// State inside a subview belongs to the subview: "This identifier persists across updates,
/// changes to the order of subviews, etc. so can be used to track the lifetime of a subview"
/// (Apple's documentation, "Subview.id"). Rows are 10 tall in a `VStack(spacing: 0)` (§4).
final class SubviewStateTests: XCTestCase {
    /// A tile 10 wide plus 10 per tap.
    private struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Color.red.frame(width: CGFloat(10 + 10 * taps), height: 10)
                .onTapGesture { taps += 1 }
                .id(name)
        }
    }

    /// A toggle row, then the counters for "a" and "b" (reversed after a tap on the toggle),
    /// each shown through `ForEach(subviews:)`.
    private struct Board: View {
        @State private var reversed = false
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(width: 100, height: 10)
                    .onTapGesture { reversed.toggle() }
                    .id("toggle")
                ForEach(subviews: ForEach(reversed ? ["b", "a"] : ["a", "b"], id: \.self) { name in
                    Counter(name: name)
                }) { subview in
                    subview
                }
            }
        }
    }

    /// "b" tapped twice is 30 wide; after the order flips it is the first counter (y = 10)
    /// and still 30 wide, "a" untouched at 10.
    func testStateFollowsTheSubviewWhenTheOrderChanges() {
        let host = ViewHost(rootView: Board(), size: CGSize(width: 100, height: 30))
        XCTAssertTrue(host.tap(on: "b"))
        XCTAssertTrue(host.tap(on: "b"))
        XCTAssertEqual(host.frame(of: "b")?.width, 30)
        XCTAssertEqual(host.frame(of: "b")?.minY, 20)
        XCTAssertTrue(host.tap(on: "toggle"))
        XCTAssertEqual(host.frame(of: "b")?.minY, 10)
        XCTAssertEqual(host.frame(of: "b")?.width, 30)
        XCTAssertEqual(host.frame(of: "a")?.width, 10)
    }
}
