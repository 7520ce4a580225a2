import XCTest
@testable import Arrange

/// Where the content's structural identity comes from (Docs/Differences.md, "View modifiers"): the
/// placeholder's position in the modifier's body, like any view written there (WWDC21 "Demystify
/// SwiftUI": the branches of an `if` are different identities).
final class ViewModifierContentIdentityTests: XCTestCase {
    /// Pads the content when `padded`, in the other branch of an `if` otherwise.
    private struct MaybePadded: ViewModifier {
        let padded: Bool
        func body(content: Content) -> some View {
            if padded { content.padding(5) } else { content }
        }
    }

    /// Pads the content by `amount`, always in the same place.
    private struct Padded: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View {
            content.padding(amount)
        }
    }

    private struct Root<M: ViewModifier>: View {
        let modifier: M
        var body: some View {
            CountingRow(name: "row").modifier(modifier)
        }
    }

    func testContentKeepsItsStateWhileItsPlaceInTheBodyStays() {
        let host = makeHost(Root(modifier: Padded(amount: 5)))
        XCTAssertTrue(host.tap(on: "row"))
        host.update(rootView: Root(modifier: Padded(amount: 8)))
        XCTAssertEqual(host.frame(of: "row")?.width, 11)
    }

    func testContentStateResetsWhenTheBodySwitchesBranch() {
        let host = makeHost(Root(modifier: MaybePadded(padded: true)))
        XCTAssertTrue(host.tap(on: "row"))
        host.update(rootView: Root(modifier: MaybePadded(padded: true)))
        XCTAssertEqual(host.frame(of: "row")?.width, 11)
        host.update(rootView: Root(modifier: MaybePadded(padded: false)))
        XCTAssertEqual(host.frame(of: "row")?.width, 10)
    }
}
