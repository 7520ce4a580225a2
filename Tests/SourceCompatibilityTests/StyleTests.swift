import Foundation
import XCTest
import Arrange

/// Styles, gauges, links and redaction written as SwiftUI apps write them, in the Swift 6
/// language mode (see `IsolationTests` for why each test enters the main actor). Frames follow
/// Docs/LayoutRules.md §1 (a colour takes the size it is offered; a fixed frame is its size) and
/// the sizes each API documents.
final class StyleTests: XCTestCase {
    /// A label style that puts the icon above the title, as Apple's `LabelStyle` page shows.
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    /// Two labels with colour icons and titles, styled on their container.
    struct Labels: View {
        var body: some View {
            HStack(spacing: 0) {
                Label { Color.blue.frame(width: 30, height: 10).id("title1") } icon: { Color.red.frame(width: 20, height: 20).id("icon1") }
                Label { Color.blue.frame(width: 30, height: 10).id("title2") } icon: { Color.red.frame(width: 20, height: 20).id("icon2") }
            }
            .labelStyle(VerticalLabelStyle())
        }
    }

    /// Each label is a 30 × 34 column (20 + 4 + 10), the icon centred above the title; the pair is
    /// 60 × 34, centred in a 100 × 100 host (20 left, 33 above).
    func testCustomLabelStyleReachesEveryLabel() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Labels(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "icon1"), CGRect(x: 25, y: 33, width: 20, height: 20))
            XCTAssertEqual(host.frame(of: "title1"), CGRect(x: 20, y: 57, width: 30, height: 10))
            XCTAssertEqual(host.frame(of: "icon2"), CGRect(x: 55, y: 33, width: 20, height: 20))
        }
    }

    /// `.iconOnly` keeps only the icon: 20 × 20, centred.
    func testIconOnlyLabelStyle() {
        MainActor.assumeIsolated {
            let view = Label { Color.blue.frame(width: 30, height: 10).id("title") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
                .labelStyle(.iconOnly)
            let host = ViewHost(rootView: view, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "icon"), CGRect(x: 40, y: 40, width: 20, height: 20))
            XCTAssertNil(host.frame(of: "title"))
        }
    }

    /// A checkbox toggle style as apps write it: the box reads `configuration.isOn` and a tap
    /// calls `configuration.isOn.toggle()`.
    struct CheckboxToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(configuration.isOn ? Color.blue : Color.gray)
                    .frame(width: configuration.isOn ? 24 : 20, height: 20)
                    .id("box")
                    .onTapGesture { configuration.isOn.toggle() }
                configuration.label
            }
        }
    }

    struct Settings: View {
        @State private var remember = false
        var body: some View {
            VStack(spacing: 0) {
                Toggle(isOn: $remember) { Color.green.frame(width: 40, height: 10) }
                    .toggleStyle(CheckboxToggleStyle())
                Toggle(isOn: $remember) { Color.green.frame(width: 40, height: 10) }
                    .id("switch")
            }
        }
    }

    /// The tap flips the state through `$isOn`: the box grows from 20 to 24. The default style's
    /// switch is 51 × 31 (a `UISwitch`'s frame, Docs/Differences.md, "Styles") and the toggle takes the width
    /// proposed (100).
    func testCustomToggleStyleWritesTheBinding() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Settings(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "box")?.width, 20)
            XCTAssertEqual(host.frame(of: "switch")?.size, CGSize(width: 100, height: 31))
            XCTAssertTrue(host.tap(on: "box"))
            XCTAssertEqual(host.frame(of: "box")?.width, 24)
        }
    }

    /// A gauge with colour bound labels takes the width proposed: the minimum label at the
    /// leading edge, the maximum at the trailing edge.
    func testGaugeBoundLabelsSitAtTheEnds() {
        MainActor.assumeIsolated {
            let view = Gauge(value: 42, in: 0...100) {
                Color.gray.frame(width: 10, height: 10)
            } currentValueLabel: {
                Color.blue.frame(width: 10, height: 10).id("current")
            } minimumValueLabel: {
                Color.red.frame(width: 10, height: 10).id("min")
            } maximumValueLabel: {
                Color.red.frame(width: 10, height: 10).id("max")
            }
            .frame(width: 200)
            let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 100))
            let minimum = host.frame(of: "min"), maximum = host.frame(of: "max")
            XCTAssertEqual(minimum?.minX, 0)
            XCTAssertEqual(maximum?.maxX, 200)
            XCTAssertEqual(minimum?.minY, maximum?.minY)
            XCTAssertEqual(host.frame(of: "current")?.minX, 0)
        }
    }

    /// A link in an app that handles URLs itself, as Apple's `OpenURLAction` page shows.
    struct Help: View {
        let record: (URL) -> Void
        var body: some View {
            Link(destination: URL(string: "https://www.example.com/help")!) {
                Color.blue.frame(width: 60, height: 20)
            }
            .id("link")
            .environment(\.openURL, OpenURLAction { url in
                record(url)
                return .handled
            })
        }
    }

    func testLinkCallsTheEnvironmentsOpenURL() {
        MainActor.assumeIsolated {
            var opened: [String] = []
            let host = ViewHost(rootView: Help { opened.append($0.absoluteString) }, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "link"), CGRect(x: 20, y: 40, width: 60, height: 20))
            XCTAssertTrue(host.tap(on: "link"))
            XCTAssertEqual(opened, ["https://www.example.com/help"])
        }
    }

    /// A placeholder row keeps its layout and draws no glyphs (Apple's `redacted(reason:)`).
    struct Row: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Loading the headline").id("headline")
                Text("A subtitle").font(.caption).id("subtitle")
            }
        }
    }

    func testRedactedRowKeepsItsFramesAndDrawsBars() {
        MainActor.assumeIsolated {
            let plain = ViewHost(rootView: Row(), size: CGSize(width: 300, height: 100))
            let redacted = ViewHost(rootView: Row().redacted(reason: .placeholder), size: CGSize(width: 300, height: 100))
            XCTAssertEqual(redacted.frame(of: "headline"), plain.frame(of: "headline"))
            XCTAssertEqual(redacted.frame(of: "subtitle"), plain.frame(of: "subtitle"))
            let glyphs = redacted.displayList.items.filter { if case .glyphs = $0.content { return true } else { return false } }
            XCTAssertTrue(glyphs.isEmpty)
            let bars = redacted.displayList.items.filter { if case .fill = $0.content { return true } else { return false } }
            XCTAssertEqual(bars.count, 2)
        }
    }

    /// Accessibility modifiers, as apps add them to an icon button, are stored for the host.
    func testAccessibilityLabelsAreStoredForTheHost() {
        MainActor.assumeIsolated {
            let view = Button(action: {}) { Color.red.frame(width: 20, height: 20) }
                .accessibilityLabel("Delete")
                .accessibilityHint("Deletes the message")
                .id("delete")
            let host = ViewHost(rootView: view, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.snapshot.accessibilityProperties(of: "delete")?.label, "Delete")
            XCTAssertEqual(host.snapshot.accessibilityProperties(of: "delete")?.hint, "Deletes the message")
        }
    }
}
