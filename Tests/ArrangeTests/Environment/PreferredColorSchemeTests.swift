import XCTest
@testable import Arrange

/// `preferredColorScheme(_:)` and the deprecated `colorScheme(_:)`.
///
/// Apple's documentation of `preferredColorScheme(_:)`: it sets "a preferred color scheme for
/// the nearest enclosing presentation, like a popover, a sheet, or a window", overriding the
/// user's Dark Mode selection; "`nil` to indicate no preference". Of `colorScheme(_:)`: "Use
/// `colorScheme(_:)` to set the color scheme for the view to which you apply it and any
/// subviews". Of the `colorScheme` environment value: setting it directly "changes the color
/// scheme of the given view and its child views but *not* the views above it".
final class PreferredColorSchemeTests: XCTestCase {
    /// 10 wide in light, 20 in dark.
    struct SchemeProbe: View {
        let name: String
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Color.red.frame(width: colorScheme == .dark ? 20 : 10, height: 10).id(name)
        }
    }

    /// A probe beside a view inside it that prefers `preferred`.
    struct Screen: View {
        let preferred: ColorScheme?
        var body: some View {
            VStack(spacing: 0) {
                SchemeProbe(name: "outer")
                SchemeProbe(name: "inner").preferredColorScheme(preferred)
            }
        }
    }

    /// The preference of a view deep in the tree applies to the whole presentation: the host's
    /// views above and beside it are shown dark.
    func testAPreferenceDeepInTheTreeSetsTheHostsScheme() {
        let host = ViewHost(rootView: Screen(preferred: .dark), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.colorScheme, .dark)
        XCTAssertEqual(host.preferredColorScheme, .dark)
        XCTAssertEqual(host.frame(of: "outer")?.width, 20)
        XCTAssertEqual(host.frame(of: "inner")?.width, 20)
    }

    /// Without a preference the host shows its environment's scheme; dropping a preference
    /// returns to it.
    func testNoPreferenceLeavesTheEnvironmentsScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let host = ViewHost(rootView: Screen(preferred: nil), size: CGSize(width: 100, height: 100), environment: environment)
        XCTAssertEqual(host.colorScheme, .dark)
        XCTAssertNil(host.preferredColorScheme)
        host.update(rootView: Screen(preferred: .light))
        XCTAssertEqual(host.colorScheme, .light)
        XCTAssertEqual(host.frame(of: "outer")?.width, 10)
        host.update(rootView: Screen(preferred: nil))
        XCTAssertEqual(host.colorScheme, .dark)
        XCTAssertEqual(host.frame(of: "outer")?.width, 20)
    }

    /// A preference nearer the root overrides those inside it; a `nil` one leaves them.
    func testTheOutermostPreferenceWins() {
        let light = ViewHost(rootView: Screen(preferred: .dark).preferredColorScheme(.light), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(light.colorScheme, .light)
        let none = ViewHost(rootView: Screen(preferred: .dark).preferredColorScheme(nil), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(none.colorScheme, .dark)
    }

    /// Among siblings, the first that prefers a scheme wins (Docs/Differences.md, "Environment
    /// and lifecycle").
    func testTheFirstSiblingsPreferenceWins() {
        let host = ViewHost(rootView: VStack {
            SchemeProbe(name: "a").preferredColorScheme(nil)
            SchemeProbe(name: "b").preferredColorScheme(.dark)
            SchemeProbe(name: "c").preferredColorScheme(.light)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.colorScheme, .dark)
    }

    /// The deprecated `colorScheme(_:)` sets the scheme of its subtree only, as the environment
    /// modifier does: the sibling stays light.
    @available(*, deprecated)
    func testTheDeprecatedModifierSetsTheSubtreesScheme() {
        let snapshot = ViewHost(rootView: VStack(spacing: 0) {
            SchemeProbe(name: "plain")
            SchemeProbe(name: "dark").colorScheme(.dark)
        }, size: CGSize(width: 100, height: 100)).snapshot
        XCTAssertEqual(snapshot.frame(of: "plain")?.width, 10)
        XCTAssertEqual(snapshot.frame(of: "dark")?.width, 20)
    }

    /// A `LayoutSnapshot` has no presentation: a preference changes nothing there.
    func testASnapshotIgnoresThePreference() {
        let snapshot = LayoutSnapshot(of: EnvironmentReader { environment in
            Color.red.frame(width: environment.colorScheme == .dark ? 20 : 10, height: 10).id("probe")
        }.preferredColorScheme(.dark), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "probe")?.width, 10)
    }
}
