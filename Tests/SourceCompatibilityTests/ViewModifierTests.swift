import XCTest
import Arrange

/// A `ViewModifier` defined and used from code in the Swift 6 language mode, as users write it
/// (see `IsolationTests` for why each test enters the main actor).
final class ViewModifierTests: XCTestCase {
    /// Padding on every edge and a background, with a count of its own.
    struct Card: ViewModifier {
        @State private var taps = 0
        func body(content: Content) -> some View {
            content.padding().background(Color.blue)
        }
    }

    /// `padding()` is 16 points on every edge (Docs/LayoutRules.md §2.4, as in the padding rule tests): a
    /// 20 × 10 colour becomes 52 × 42, the colour at (16, 16).
    func testModifierDefinedInSwift6ModeLaysOut() {
        MainActor.assumeIsolated {
            let view = Color.red.frame(width: 20, height: 10).id("c").modifier(Card())
            let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 52, height: 42))
            XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 16, y: 16, width: 20, height: 10))
            let host = ViewHost(rootView: view.modifier(EmptyModifier()), size: CGSize(width: 52, height: 42))
            XCTAssertEqual(host.frame(of: "c"), CGRect(x: 16, y: 16, width: 20, height: 10))
        }
    }
}
