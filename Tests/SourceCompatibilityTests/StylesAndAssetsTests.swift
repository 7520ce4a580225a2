import Foundation
import XCTest
import Arrange

/// Progress view, group box and labeled content styles, button roles and asset catalog colours
/// written as SwiftUI apps write them, in the Swift 6 language mode (see `IsolationTests` for why
/// each test enters the main actor). The catalog is this target's `Assets.xcassets`, declared in
/// Package.swift with `resources: [.copy("Assets.xcassets")]` as Docs/Differences.md ("Asset
/// catalogs") tells users to. Frames follow Docs/LayoutRules.md §1 and the metrics in
/// Docs/Differences.md, "Styles: progress, group box, labeled content, button roles".
final class StylesAndAssetsTests: XCTestCase {
    /// A meeting timer's progress bar, as Apple's Scrumdinger tutorial styles it: a rounded
    /// capsule behind the standard bar, tinted, in the style's own colours.
    struct MeetingProgressViewStyle: ProgressViewStyle {
        var background: Color
        var tint: Color

        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10.0)
                    .fill(background)
                    .frame(height: 20.0)
                ProgressView(configuration)
                    .id("bar")
                    .tint(tint)
                    .frame(height: 12.0)
                    .padding(.horizontal)
            }
        }
    }

    /// The header of a meeting timer: elapsed over total seconds.
    struct MeetingHeader: View {
        let secondsElapsed: Int
        let secondsRemaining: Int

        private var progress: Double {
            let total = secondsElapsed + secondsRemaining
            return total > 0 ? Double(secondsElapsed) / Double(total) : 1
        }

        var body: some View {
            ProgressView(value: progress)
                .progressViewStyle(MeetingProgressViewStyle(background: .yellow, tint: .indigo))
        }
    }

    /// In a 300 × 100 host the style's ZStack is 300 × 20 (the rounded rectangle's fixed height),
    /// centred (40 above); the standard bar inside is 300 − 2 × 16 = 268 wide (the default
    /// horizontal padding is 16) and 4 tall, centred in its 12-point frame: at (16, 40 + 4 + 4).
    func testAMeetingTimerProgressViewStyle() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: MeetingHeader(secondsElapsed: 60, secondsRemaining: 180), size: CGSize(width: 300, height: 100))
            XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 16, y: 48, width: 268, height: 4))
        }
    }

    /// A detail list's rows: the label at the leading edge, the value at the trailing edge of the
    /// 300-point row.
    struct DetailRows: View {
        var body: some View {
            VStack(spacing: 0) {
                LabeledContent("Length", value: "5 minutes")
                LabeledContent {
                    Color.indigo.frame(width: 40, height: 20).id("value")
                } label: {
                    Color.gray.frame(width: 60, height: 20).id("label")
                }
            }
        }
    }

    func testListRowsWithLabeledContent() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DetailRows().frame(width: 300), size: CGSize(width: 300, height: 200))
            XCTAssertEqual(host.frame(of: "label")?.minX, 0)
            XCTAssertEqual(host.frame(of: "value")?.maxX, 300)
        }
    }

    /// A settings card: a group box with a title and two rows, and a custom group box style.
    struct PlainCard: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                configuration.content
            }
        }
    }

    /// The automatic style pads the content 16 points (the box is the width offered); the plain
    /// card adds nothing: a 60 × 10 label over a 30 × 20 content is 60 × 30.
    func testGroupBoxes() {
        MainActor.assumeIsolated {
            let automatic = ViewHost(rootView: GroupBox { Color.red.frame(width: 30, height: 20).id("content") }.frame(width: 200).id("box"),
                                     size: CGSize(width: 200, height: 200))
            XCTAssertEqual(automatic.frame(of: "box")?.height, 20 + 2 * 16)
            XCTAssertEqual(automatic.frame(of: "content")?.minX, 16)
            let plain = ViewHost(rootView: GroupBox { Color.red.frame(width: 30, height: 20) } label: { Color.blue.frame(width: 60, height: 10) }
                .groupBoxStyle(PlainCard()).id("box"), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(plain.frame(of: "box")?.size, CGSize(width: 60, height: 30), "the label above the content, nothing added")
            _ = GroupBox("Settings") { Text("Notifications") }
        }
    }

    /// A delete button and its cancel button, as a confirmation sheet writes them.
    struct DeleteButtons: View {
        var delete: () -> Void
        var body: some View {
            HStack {
                Button("Cancel", role: .cancel) {}
                Button(role: .destructive, action: delete) {
                    Label("Delete", systemImage: "trash")
                }
                .id("delete")
            }
        }
    }

    func testButtonRoles() {
        MainActor.assumeIsolated {
            final class Deleted { var count = 0 }
            let deleted = Deleted()
            let host = ViewHost(rootView: DeleteButtons { deleted.count += 1 }, size: CGSize(width: 300, height: 100))
            XCTAssertTrue(host.tap(on: "delete"))
            XCTAssertEqual(deleted.count, 1)
        }
    }

    /// A named colour from the catalog: light 0x00 0x7A 0xFF, dark 0x0A 0x84 0xFF (bytes out of
    /// 255), and an image set with only a 2x file, 24 pixels: 12 points.
    func testColoursAndImagesFromAnAssetCatalog() {
        MainActor.assumeIsolated {
            let accent = Color("ScrumAccent", bundle: .module)
            let light = LayoutSnapshot(of: accent.frame(width: 10, height: 10), proposal: .unspecified)
            XCTAssertEqual(light.displayList.items.compactMap { item -> DisplayList.RGBA? in
                if case .fill(_, let color, _) = item.content { return color }
                return nil
            }, [DisplayList.RGBA(red: 0, green: 0x7A / 255, blue: 1)])
            XCTAssertTrue(light.diagnostics.isEmpty)
            let dark = LayoutSnapshot(of: Rectangle().fill(accent).frame(width: 10, height: 10).environment(\.colorScheme, .dark), proposal: .unspecified)
            XCTAssertEqual(dark.displayList.items.compactMap { item -> DisplayList.RGBA? in
                if case .fill(_, let color, _) = item.content { return color }
                return nil
            }, [DisplayList.RGBA(red: 0x0A / 255, green: 0x84 / 255, blue: 1)])
            let badge = LayoutSnapshot(of: Image("Badge", bundle: .module).id("badge"), proposal: .unspecified)
            XCTAssertEqual(badge.frame(of: "badge")?.size, CGSize(width: 12, height: 12))
        }
    }

    /// `Circle().strokeBorder(lineWidth:)` takes the foreground style, as SwiftUI's default
    /// `.foreground` style argument does.
    func testStrokeBorderWithoutAStyleUsesTheForegroundStyle() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: Circle().strokeBorder(lineWidth: 4).foregroundStyle(.red).frame(width: 20, height: 20),
                                          proposal: .unspecified)
            let colors = snapshot.displayList.items.compactMap { item -> DisplayList.RGBA? in
                if case .stroke(_, let color, _) = item.content { return color }
                return nil
            }
            XCTAssertEqual(colors, [DisplayList.RGBA(red: 1, green: 59 / 255, blue: 48 / 255)])
        }
    }
}
