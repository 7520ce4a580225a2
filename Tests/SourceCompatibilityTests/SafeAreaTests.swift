import XCTest
import Arrange

/// Safe-area code in the Swift 6 language mode, as apps write it (see `IsolationTests` for why each
/// test enters the main actor). Frames follow Docs/LayoutRules.md §13, in an iPhone-sized area of
/// 390 × 844 with insets 47 (top) and 34 (bottom): a safe area of 390 × 763 from y 47 to 810.

/// A full-screen colour behind content, the way Apple's documentation for `ignoresSafeArea`
/// shows it.
struct FullScreenBackground: View {
    var body: some View {
        ZStack {
            Color.blue.ignoresSafeArea().id("background")
            Text("Hello").id("text")
        }
    }
}

/// A list-like column with a bottom bar in the safe area inset, as in Apple's
/// `safeAreaInset(edge:alignment:spacing:content:)` documentation.
struct BottomBarScreen: View {
    var body: some View {
        Color.yellow.id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.gray.frame(height: 60).id("bar")
            }
    }
}

/// A reader that shows the insets it sees (the pattern apps use to pad under a notch).
struct InsetReader: View {
    let seen: Seen
    var body: some View {
        GeometryReader { proxy in
            let _ = seen.record(proxy.safeAreaInsets)
            Color.clear
        }
        .ignoresSafeArea()
    }
}

/// Where `InsetReader` writes what it saw.
final class Seen: @unchecked Sendable {
    private(set) var insets: EdgeInsets?
    func record(_ insets: EdgeInsets) { self.insets = insets }
}

/// The iPhone-sized hosting area and its insets.
private let area = CGSize(width: 390, height: 844)
private let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

final class SafeAreaTests: XCTestCase {
    /// §13: the ZStack fills the safe area; the colour that ignores it fills the whole area; the
    /// text stays centred in the safe area (y centre 47 + 763 / 2 = 428.5).
    func testFullScreenBackground() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: FullScreenBackground(), in: area, safeAreaInsets: insets)
            XCTAssertEqual(snapshot.frame(of: "background"), CGRect(origin: .zero, size: area))
            XCTAssertEqual(snapshot.frame(of: "text")?.midY ?? 0, 428.5, accuracy: 1e-9)
        }
    }

    /// §13: the 60-high bar sits at the bottom of the safe area (810 − 60 = 750); the content
    /// fills the rest of it, 47 to 750.
    func testBottomBarInset() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: BottomBarScreen(), size: area, safeAreaInsets: insets)
            XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 0, y: 750, width: 390, height: 60))
            XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 47, width: 390, height: 703))
        }
    }

    /// §13: a reader that ignores the safe area covers the insets and reports them.
    func testReaderReportsTheInsets() {
        MainActor.assumeIsolated {
            let seen = Seen()
            _ = LayoutSnapshot(of: InsetReader(seen: seen), in: area, safeAreaInsets: insets)
            XCTAssertEqual(seen.insets, insets)
        }
    }

    /// §13: `safeAreaPadding(.horizontal, 20)` as Apple's documentation writes it lays out as
    /// padding: 390 − 40 = 350 wide.
    func testSafeAreaPaddingAsDocumented() {
        MainActor.assumeIsolated {
            let view = Color.green.id("row").safeAreaPadding(.horizontal, 20.0)
            let snapshot = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
            XCTAssertEqual(snapshot.frame(of: "row"), CGRect(x: 20, y: 47, width: 350, height: 763))
        }
    }

    /// §13: a view ignoring the safe area on the vertical edges, through `LayoutHost` (the
    /// reusable entry point), fills the whole area (no horizontal insets to ignore).
    func testLayoutHostWithInsets() {
        MainActor.assumeIsolated {
            let host = LayoutHost(rootView: Color.red.id("root").ignoresSafeArea(.all, edges: .vertical), size: area, safeAreaInsets: insets)
            XCTAssertEqual(host.snapshot.frame(of: "root"), CGRect(origin: .zero, size: area))
        }
    }
}
