import XCTest
@testable import Arrange

/// `horizontalSizeClass` and `verticalSizeClass` as hosts set them.
///
/// Apple's Human Interface Guidelines ("Layout", the device size-class table): an iPhone in
/// portrait is compact width and regular height; in landscape compact in both, except the larger
/// models (Plus, Max, XR, 11), which are regular width in landscape; an iPad is regular in both.
/// Arrange's hosts apply that table by size: regular width from 896 points (the landscape width of
/// the iPhone 11 and XR, the narrowest regular one; an iPhone 15 Pro is 852 wide in landscape),
/// regular height from 480 points (iPhones are 480 to 956 high in portrait, 320 to 440 in
/// landscape) — Docs/Differences.md, "Environment and lifecycle".
final class SizeClassTests: XCTestCase {
    /// Reports its size classes as its frame: 10 wide when compact width, 20 when regular, 0 when
    /// unset; likewise its height for the vertical class.
    struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        var body: some View {
            Color.red.frame(width: Self.extent(horizontal), height: Self.extent(vertical)).id("probe")
        }
        static func extent(_ sizeClass: UserInterfaceSizeClass?) -> CGFloat {
            switch sizeClass {
            case .compact?: return 10
            case .regular?: return 20
            case nil: return 0
            }
        }
    }

    private func classes(width: CGFloat, height: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGSize? {
        ViewHost(rootView: SizeClassProbe(), size: CGSize(width: width, height: height), environment: environment).frame(of: "probe")?.size
    }

    /// iPhone 13 in portrait (390 × 844): compact width, regular height.
    func testPhoneInPortraitIsCompactWidthRegularHeight() {
        XCTAssertEqual(classes(width: 390, height: 844), CGSize(width: 10, height: 20))
    }

    /// iPhone 13 in landscape (844 × 390): compact in both.
    func testPhoneInLandscapeIsCompactInBoth() {
        XCTAssertEqual(classes(width: 844, height: 390), CGSize(width: 10, height: 10))
    }

    /// iPhone 14 Plus in landscape (926 × 428) and iPhone 11 (896 × 414): regular width, compact height.
    func testLargerPhonesInLandscapeAreRegularWidth() {
        XCTAssertEqual(classes(width: 926, height: 428), CGSize(width: 20, height: 10))
        XCTAssertEqual(classes(width: 896, height: 414), CGSize(width: 20, height: 10))
    }

    /// A 12.9-inch iPad in portrait (1024 × 1366): regular in both.
    func testLargeAreasAreRegularInBoth() {
        XCTAssertEqual(classes(width: 1024, height: 1366), CGSize(width: 20, height: 20))
    }

    /// Classes set in the host's environment are kept whatever its size.
    func testTheHostsEnvironmentOverridesTheSize() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        XCTAssertEqual(classes(width: 390, height: 100, environment: environment), CGSize(width: 20, height: 10))
    }

    /// `.environment(\.horizontalSizeClass, …)` overrides the host's value for its subtree.
    func testTheEnvironmentModifierOverridesTheHostsValue() {
        let host = ViewHost(rootView: SizeClassProbe().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(host.frame(of: "probe")?.size, CGSize(width: 20, height: 20))
    }

    /// `LayoutSnapshot` and `LayoutHost` are hosts of a size too; a snapshot of a bare proposal
    /// has no size and sets no class (the values stay nil, their default).
    func testSnapshotsAndLayoutHostsSetTheClasses() {
        // Views in snapshots have no dynamic properties (their `@Environment` keeps its initial
        // value): the reader gives the environment instead.
        let probe = EnvironmentReader { environment in
            Color.red.frame(width: SizeClassProbe.extent(environment.horizontalSizeClass), height: SizeClassProbe.extent(environment.verticalSizeClass)).id("probe")
        }
        XCTAssertEqual(LayoutSnapshot(of: probe, in: CGSize(width: 390, height: 844)).frame(of: "probe")?.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(LayoutHost(rootView: probe, size: CGSize(width: 1000, height: 300)).snapshot.frame(of: "probe")?.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(LayoutSnapshot(of: probe, proposal: .unspecified).frame(of: "probe")?.size, CGSize(width: 0, height: 0))
    }

    /// A NaN or negative size counts as zero (Docs/Engine.md, "Hosting"): compact in both.
    func testUnusableSizesAreCompact() {
        XCTAssertEqual(classes(width: .nan, height: -5), CGSize(width: 10, height: 10))
    }

    /// Resizing the host re-evaluates the class: portrait to the Plus model's landscape.
    func testResizingChangesTheClasses() {
        let host = ViewHost(rootView: SizeClassProbe(), size: CGSize(width: 428, height: 926))
        XCTAssertEqual(host.frame(of: "probe")?.size, CGSize(width: 10, height: 20))
        host.update(size: CGSize(width: 926, height: 428))
        XCTAssertEqual(host.frame(of: "probe")?.size, CGSize(width: 20, height: 10))
    }

    /// `pixelLength` is `1 / displayScale` (Apple's documentation of `pixelLength`: "The size of
    /// a pixel on the screen"); a scale that is not a positive finite number gives 1.
    func testPixelLengthFollowsTheDisplayScale() {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.displayScale, 1)
        XCTAssertEqual(environment.pixelLength, 1)
        environment.displayScale = 2
        XCTAssertEqual(environment.pixelLength, 0.5)
        environment.displayScale = 3
        XCTAssertEqual(environment.pixelLength, 1.0 / 3.0)
        for bad in [0, -2, CGFloat.nan, .infinity] {
            environment.displayScale = bad
            XCTAssertEqual(environment.pixelLength, 1, "scale \(bad)")
        }
    }
}
