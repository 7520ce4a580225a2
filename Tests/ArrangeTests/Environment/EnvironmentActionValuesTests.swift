import XCTest
import Observation
@testable import Arrange

/// Environment values and actions: `scenePhase`, `editMode` with `EditButton`, `isEnabled`,
/// `refresh`, `@ScaledMetric`, and `@Environment(Model.self)` for an `@Observable` model (Apple's
/// documentation of each; Docs/Differences.md, "Environment values").
final class EnvironmentActionValuesTests: XCTestCase {
    final class Recorder: @unchecked Sendable {
        var phases: [ScenePhase] = []
        var enabled: [Bool] = []
        var refresh: RefreshAction?
        var refreshed = 0
    }

    struct Reader: View {
        let recorder: Recorder
        @Environment(\.scenePhase) private var phase
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.refresh) private var refresh
        var body: some View {
            let _ = recorder.phases.append(phase)
            let _ = recorder.enabled.append(isEnabled)
            let _ = recorder.refresh = refresh
            Color.clear
        }
    }

    func testScenePhaseIsActiveInAHost() {
        let recorder = Recorder()
        _ = ViewHost(rootView: Reader(recorder: recorder), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(recorder.phases.last, .active)
    }

    func testDisabledClearsIsEnabled() {
        let recorder = Recorder()
        _ = LayoutSnapshot(of: VStack { Reader(recorder: recorder); Reader(recorder: recorder).disabled(true) }, in: CGSize(width: 10, height: 10))
        XCTAssertEqual(recorder.enabled, [true, false])
    }

    func testRefreshableSetsTheRefreshAction() async {
        let recorder = Recorder()
        _ = LayoutSnapshot(of: Reader(recorder: recorder), in: CGSize(width: 10, height: 10))
        XCTAssertNil(recorder.refresh, "no refresh action outside refreshable")
        let refresh = await MainActor.run { () -> RefreshAction? in
            _ = LayoutSnapshot(of: Reader(recorder: recorder).refreshable { recorder.refreshed += 1 }, in: CGSize(width: 10, height: 10))
            return recorder.refresh
        }
        XCTAssertNotNil(refresh)
        await refresh?()
        XCTAssertEqual(recorder.refreshed, 1)
    }

    struct Editing: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            VStack {
                EditButton().id("edit")
                Color.clear.frame(width: editMode?.wrappedValue.isEditing == true ? 50 : 10, height: 10).id("marker")
            }
        }
    }

    func testEditButtonTogglesTheHostsEditMode() {
        let host = ViewHost(rootView: Editing(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.editMode, .inactive)
        XCTAssertTrue(host.displayList.description.contains("Edit"))
        XCTAssertEqual(host.frame(of: "marker")?.width, 10)
        host.tap(on: "edit")
        XCTAssertEqual(host.editMode, .active)
        XCTAssertTrue(host.displayList.description.contains("Done"), "\"Done\" while editing")
        XCTAssertEqual(host.frame(of: "marker")?.width, 50)
        host.tap(on: "edit")
        XCTAssertEqual(host.editMode, .inactive)
        XCTAssertTrue(EditMode.transient.isEditing)
    }

    func testEditButtonUsesAnAncestorsBinding() {
        struct Root: View {
            @State var mode = EditMode.active
            var body: some View { Editing().environment(\.editMode, $mode) }
        }
        let host = ViewHost(rootView: Root(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.frame(of: "marker")?.width, 50)
        host.tap(on: "edit")
        XCTAssertEqual(host.frame(of: "marker")?.width, 10)
        XCTAssertEqual(host.editMode, .inactive, "the host's own mode was not used")
    }

    struct Scaled: View {
        @ScaledMetric private var body20: CGFloat = 20
        @ScaledMetric(relativeTo: .footnote) private var footnote26: CGFloat = 26
        var body: some View {
            VStack {
                Color.red.frame(width: body20, height: 1).id("body")
                Color.red.frame(width: footnote26, height: 1).id("footnote")
            }
        }
    }

    func testScaledMetricFollowsTheDynamicTypeTable() throws {
        // The HIG's Dynamic Type table: body is 17 at .large, 19 at .xLarge, 53 at
        // .accessibility5; footnote is 13 at .large, 12 at .xSmall, 44 at .accessibility5.
        let cases: [(DynamicTypeSize, CGFloat, CGFloat)] = [
            (.large, 20, 26),
            (.xLarge, 20 * 19 / 17, 26 * 15 / 13),
            (.xSmall, 20 * 14 / 17, 26 * 12 / 13),
            (.accessibility5, 20 * 53 / 17, 26 * 44 / 13),
        ]
        for (size, body, footnote) in cases {
            let snapshot = LayoutSnapshot(of: Scaled().environment(\.dynamicTypeSize, size), in: CGSize(width: 400, height: 100))
            XCTAssertEqual(try XCTUnwrap(snapshot.frame(of: "body")).width, body, accuracy: 1e-9, "\(size)")
            XCTAssertEqual(try XCTUnwrap(snapshot.frame(of: "footnote")).width, footnote, accuracy: 1e-9, "\(size)")
        }
    }

    @Observable final class Model {
        var width: CGFloat = 30
    }

    func testEnvironmentObservableIsNonOptionalOrOptional() {
        struct Required: View {
            @Environment(Model.self) private var model
            var body: some View { Color.clear.frame(width: model.width, height: 1).id("required") }
        }
        struct Optional: View {
            @Environment(Model.self) private var model: Model?
            var body: some View { Color.clear.frame(width: model?.width ?? 5, height: 1).id("optional") }
        }
        let model = Model()
        let host = ViewHost(rootView: VStack { Required(); Optional() }.environment(model), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "required")?.width, 30)
        XCTAssertEqual(host.frame(of: "optional")?.width, 30)
        model.width = 40
        XCTAssertEqual(host.frame(of: "required")?.width, 40, "reading the model tracks it")
        XCTAssertEqual(LayoutSnapshot(of: Optional(), in: CGSize(width: 100, height: 100)).frame(of: "optional")?.width, 5, "the optional form reads nil")
    }
}
