import XCTest
@testable import Arrange

/// `GeometryProxy.safeAreaInsets`: the part of the reader's frame outside the safe area, on each
/// side (Docs/LayoutRules.md §13), in 390 × 844 with insets 47 / 34 (safe area y 47 to 810).
final class SafeAreaGeometryTests: XCTestCase {
    final class Box: @unchecked Sendable { var insets: [String: EdgeInsets] = [:] }

    let area = CGSize(width: 390, height: 844)
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// §13: a reader ignoring the safe area covers the insets: it reports 47 and 34.
    func testReaderIgnoringTheSafeAreaReportsTheInsets() {
        let box = Box()
        let view = GeometryReader { proxy in
            let _ = box.insets["outer"] = proxy.safeAreaInsets
            Color.clear
        }.ignoresSafeArea()
        _ = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(box.insets["outer"], insets)
    }

    /// §13: a reader inside the safe area covers none of the insets: it reports zero.
    func testReaderInTheSafeAreaReportsZero() {
        let box = Box()
        let view = GeometryReader { proxy in
            let _ = box.insets["inner"] = proxy.safeAreaInsets
            Color.clear
        }
        _ = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(box.insets["inner"], EdgeInsets())
    }

    /// §13, padding inside the insets consumes them partially: a reader padded by 10 inside a
    /// view that fills the area covers 47 − 10 = 37 at the top and 34 − 10 = 24 at the bottom.
    func testPaddingConsumesTheInsetsPartially() {
        let box = Box()
        let view = GeometryReader { proxy in
            let _ = box.insets["padded"] = proxy.safeAreaInsets
            Color.clear
        }
        .padding(10)
        .ignoresSafeArea()
        _ = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(box.insets["padded"], EdgeInsets(top: 37, leading: 0, bottom: 24, trailing: 0))
    }

    /// §13: without a safe area the reader reports zero, as before.
    func testNoSafeAreaReportsZero() {
        let box = Box()
        let view = GeometryReader { proxy in
            let _ = box.insets["none"] = proxy.safeAreaInsets
            Color.clear
        }.ignoresSafeArea()
        _ = LayoutSnapshot(of: view, in: area)
        XCTAssertEqual(box.insets["none"], EdgeInsets())
    }

    /// §13: a reader under a `safeAreaInset` bar, ignoring the safe area, covers the bar's 50 and
    /// the spacing 0 at the bottom.
    func testReaderUnderAnInsetReportsTheBar() {
        let box = Box()
        let view = GeometryReader { proxy in
            let _ = box.insets["bar"] = proxy.safeAreaInsets
            Color.clear
        }
        .ignoresSafeArea()
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        _ = LayoutSnapshot(of: view, in: CGSize(width: 300, height: 400))
        XCTAssertEqual(box.insets["bar"], EdgeInsets(top: 0, leading: 0, bottom: 50, trailing: 0))
    }
}
