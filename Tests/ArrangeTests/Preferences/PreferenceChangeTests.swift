import XCTest
@testable import Arrange

/// `onPreferenceChange(_:perform:)` in a `ViewHost`. Apple's documentation: the modifier "adds an
/// action to perform when the specified preference key's value changes", the action receiving the
/// new value. The first update compares with the key's `defaultValue` (Docs/Differences.md,
/// "Preferences").
final class PreferenceChangeTests: XCTestCase {
    /// Two tiles set 3 and 4 (and a third `extra` more); the action stores the sum in `total`,
    /// which is the width of the bar.
    struct Measured: View {
        let log: PreferenceLog
        @State var total = 0
        @State var extra = 0
        @State var unrelated = 0

        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
                    Color.blue.frame(width: 10, height: 10).preference(key: SumKey.self, value: 4 + extra)
                }
                .onPreferenceChange(SumKey.self) { value in
                    log.values.append(value)
                    total = value
                }
                Color.green.frame(width: CGFloat(total), height: 10).id("bar")
                Color.gray.frame(width: 10, height: 10).onTapGesture { extra += 5 }.id("more")
                Color.gray.frame(width: CGFloat(10 + unrelated), height: 10).onTapGesture { unrelated += 1 }.id("unrelated")
            }
        }
    }

    func testActionReceivesTheCombinedValueAndItsStateChangesTheLayout() {
        let log = PreferenceLog()
        let host = makeHost(Measured(log: log))
        XCTAssertEqual(log.values, [7])
        XCTAssertEqual(host.frame(of: "bar")?.width, 7)
    }

    func testActionRunsAgainOnlyWhenTheValueChanges() {
        let log = PreferenceLog()
        let host = makeHost(Measured(log: log))
        host.tap(on: "unrelated")
        XCTAssertEqual(host.frame(of: "unrelated")?.width, 11)
        XCTAssertEqual(log.values, [7])
        host.tap(on: "more")
        XCTAssertEqual(log.values, [7, 12])
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)
    }

    func testNoActionWhenTheValueStaysTheDefault() {
        let log = PreferenceLog()
        let view = Color.red.preference(key: SumKey.self, value: 0).onPreferenceChange(SumKey.self) { log.values.append($0) }
        _ = makeHost(view)
        XCTAssertEqual(log.values, [])
    }

    /// Values inside a `GeometryReader` are combined after layout: the reader fills the 200-point
    /// host.
    func testValuesFromGeometryReaderContentReachTheAction() {
        let log = PreferenceLog()
        let view = GeometryReader { proxy in
            Color.red.preference(key: SumKey.self, value: Int(proxy.size.width))
        }
        .onPreferenceChange(SumKey.self) { log.values.append($0) }
        _ = makeHost(view)
        XCTAssertEqual(log.values, [200])
    }

    func testLayoutSnapshotRunsNoActions() {
        let log = PreferenceLog()
        let view = Color.red.preference(key: SumKey.self, value: 1).onPreferenceChange(SumKey.self) { log.values.append($0) }
        _ = LayoutSnapshot(of: view, in: CGSize(width: 10, height: 10))
        XCTAssertEqual(log.values, [])
    }

    /// An action that changes the value it observes every time updates the host until its limit
    /// of consecutive updates, which then stops with a diagnostic.
    func testPreferenceLoopStopsWithADiagnostic() {
        struct Runaway: View {
            @State var value = 1
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .preference(key: SumKey.self, value: value)
                    .onPreferenceChange(SumKey.self) { value = $0 + 1 }
            }
        }
        let host = makeHost(Runaway())
        XCTAssertEqual(host.updateCount, ViewHost<Runaway>.maximumConsecutiveUpdates)
        XCTAssertEqual(host.diagnostics.count, 1)
        XCTAssertTrue(host.diagnostics[0].contains("kept changing"))
        _ = host.snapshot
        XCTAssertEqual(host.diagnostics.count, 1)
    }
}
