import XCTest
import Arrange

/// Size classes, display scale, color scheme preferences, `.task` and `.equatable()` written as
/// SwiftUI code in the Swift 6 language mode (see `IsolationTests` for why each synchronous test
/// enters the main actor).

/// A layout that follows the horizontal size class, as Apple's documentation of
/// `horizontalSizeClass` shows: a row of two 50 × 20 panels when regular, a column when compact.
struct AdaptivePanels: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            VStack(spacing: 0) { panels }
        } else {
            HStack(spacing: 0) { panels }
        }
    }

    @ViewBuilder private var panels: some View {
        Color.red.frame(width: 50, height: 20).id("first")
        Color.blue.frame(width: 50, height: 20).id("second")
    }
}

/// A hairline as wide as one pixel: `pixelLength` wide.
struct Hairline: View {
    @Environment(\.pixelLength) private var pixelLength
    var body: some View {
        Color.gray.frame(width: pixelLength, height: 10).id("hairline")
    }
}

/// A settings screen that prefers the dark scheme, and a swatch that reads the scheme.
struct DarkSettings: View {
    var body: some View {
        VStack(spacing: 0) {
            Swatch()
            Color.clear.frame(width: 10, height: 10).preferredColorScheme(.dark)
        }
    }
}

/// 20 wide in dark, 10 in light.
struct Swatch: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Color.red.frame(width: colorScheme == .dark ? 20 : 10, height: 10).id("swatch")
    }
}

/// Records what tasks did, from any isolation.
actor TaskRecorder {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

/// Loads the page of `page` in a task keyed by it (Apple's documentation of
/// `task(id:priority:_:)`).
struct PageLoader: View {
    let page: Int
    let recorder: TaskRecorder
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .task(id: page) {
                await recorder.record("load \(page)")
            }
            .task(priority: .background) {
                await recorder.record("appeared")
            }
    }
}

/// An equatable row, wrapped with `.equatable()`.
struct TitleRow: View, Equatable {
    let title: String
    var body: some View {
        Color.green.frame(width: CGFloat(title.count * 10), height: 10).id(title)
    }
}

final class EnvironmentLifecycleTests: XCTestCase {
    /// HIG size classes: iPhone portrait (390 × 844) is compact width: the panels stack, 50 × 40.
    /// An iPad (1024 × 768) is regular width: they sit in a row, 100 × 20.
    func testHorizontalSizeClassFollowsTheHostsWidth() {
        MainActor.assumeIsolated {
            let phone = ViewHost(rootView: AdaptivePanels(), size: CGSize(width: 390, height: 844))
            XCTAssertEqual(phone.frame(of: "second")?.minY, (844 - 40) / 2 + 20)
            let tablet = ViewHost(rootView: AdaptivePanels(), size: CGSize(width: 1024, height: 768))
            XCTAssertEqual(tablet.frame(of: "second")?.minX, (1024 - 100) / 2 + 50)
        }
    }

    /// `.environment(\.horizontalSizeClass, .regular)` overrides the phone's compact class.
    func testSizeClassCanBeOverridden() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: AdaptivePanels().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 390, height: 844))
            XCTAssertEqual(host.frame(of: "second")?.minX, (390 - 100) / 2 + 50)
        }
    }

    /// `pixelLength` is `1 / displayScale`: half a point at scale 2.
    func testPixelLengthAtScaleTwo() {
        MainActor.assumeIsolated {
            var environment = EnvironmentValues()
            environment.displayScale = 2
            let host = ViewHost(rootView: Hairline(), size: CGSize(width: 100, height: 100), environment: environment)
            XCTAssertEqual(host.frame(of: "hairline")?.width, 0.5)
        }
    }

    /// `preferredColorScheme(.dark)` on a view inside applies to the whole presentation.
    func testPreferredColorSchemeDarkensTheHost() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DarkSettings(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.colorScheme, .dark)
            XCTAssertEqual(host.frame(of: "swatch")?.width, 20)
        }
    }

    /// Tasks run when the host is awaited; a changed `id` runs the keyed task again, the other
    /// task only once.
    func testTasksRunAndRestartWhenTheIDChanges() async {
        let recorder = TaskRecorder()
        let host = ViewHost(rootView: PageLoader(page: 1, recorder: recorder), size: CGSize(width: 100, height: 100))
        await host.waitForTasks()
        host.update(rootView: PageLoader(page: 2, recorder: recorder))
        await host.waitForTasks()
        let events = await recorder.events
        XCTAssertEqual(events.filter { $0.hasPrefix("load") }, ["load 1", "load 2"])
        XCTAssertEqual(events.filter { $0 == "appeared" }.count, 1)
    }

    /// `.equatable()` shows its view as it is: two rows 30 and 50 wide.
    func testEquatableViewShowsItsContent() {
        MainActor.assumeIsolated {
            let list = VStack(spacing: 0) {
                TitleRow(title: "One").equatable()
                EquatableView(content: TitleRow(title: "Three"))
            }
            let snapshot = LayoutSnapshot(of: list, proposal: .unspecified)
            XCTAssertEqual(snapshot.frame(of: "One")?.width, 30)
            XCTAssertEqual(snapshot.frame(of: "Three")?.width, 50)
        }
    }
}
