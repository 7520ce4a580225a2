import XCTest
@testable import Arrange

/// `overlayPreferenceValue` and `backgroundPreferenceValue`. Apple's documentation: they read the
/// preference value from the view and use it "to produce a second view that is applied as an
/// overlay [background] to the original view". The second view is laid out as `.overlay`
/// content is (Docs/LayoutRules.md §2.8 in `OverlayLayout`): proposed the view's size, aligned in it by the
/// alignment (centre by default).
final class PreferenceOverlayTests: XCTestCase {
    /// A 20 × 20 column of two tiles that set 30 and 12.
    private var column: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).preference(key: SumKey.self, value: 30)
            Color.blue.frame(width: 20, height: 10).preference(key: SumKey.self, value: 12)
        }
    }

    private static func bar(_ total: Int) -> some View {
        Color.green.frame(width: CGFloat(total), height: 5).id("bar")
    }

    /// The bar is 42 wide, centred in 20 × 20: x = (20 − 42) / 2 = −11, y = (20 − 5) / 2 = 7.5.
    func testOverlayIsSizedFromTheValueAndCentred() {
        let snapshot = LayoutSnapshot(of: column.overlayPreferenceValue(SumKey.self) { Self.bar($0) }, in: CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: -11, y: 7.5, width: 42, height: 5))
    }

    func testOverlayWithAlignment() {
        let view = column.overlayPreferenceValue(SumKey.self, alignment: .topLeading) { Self.bar($0) }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 0, width: 42, height: 5))
    }

    /// Bottom-trailing: x = 20 − 42 = −22, y = 20 − 5 = 15.
    func testBackgroundWithAlignment() {
        let view = column.backgroundPreferenceValue(SumKey.self, alignment: .bottomTrailing) { Self.bar($0) }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: -22, y: 15, width: 42, height: 5))
    }

    func testBackgroundIsCentredByDefault() {
        let view = column.backgroundPreferenceValue(SumKey.self) { Self.bar($0) }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: -11, y: 7.5, width: 42, height: 5))
    }

    /// Only the modified view's subtree counts: a sibling's value is not read; with no value in
    /// the subtree, the closure receives `defaultValue`.
    func testOnlyTheModifiedViewsValueIsRead() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).preference(key: SumKey.self, value: 100)
            column.overlayPreferenceValue(SumKey.self) { Self.bar($0) }
            Color.red.frame(width: 20, height: 20).overlayPreferenceValue(SumKey.self) { value in
                Color.green.frame(width: CGFloat(value + 1), height: 1).id("empty")
            }
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 60, height: 20))
        XCTAssertEqual(snapshot.frame(of: "bar")?.width, 42)
        XCTAssertEqual(snapshot.frame(of: "empty")?.width, 1)
    }
}
