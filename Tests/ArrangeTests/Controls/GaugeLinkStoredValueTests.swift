import Foundation
import XCTest
@testable import Arrange

/// `Gauge`, `Link`, `redacted(reason:)`, and the values stored for hosts (accessibility, help,
/// badges, scroll indicator visibility), from 10 pt box labels and the rules each documents.
final class GaugeLinkStoredValueTests: XCTestCase {
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)

    /// The linear capacity gauge (also `.automatic` on iOS): the label, 4 points, the 4-point bar
    /// across the proposed width filled over the value's fraction of the range (as
    /// `LinearCapacityGaugeStyle` documents).
    func testLinearCapacityGaugeFillsTheValuesFractionOfTheBar() {
        for gauge in [AnyView(Gauge(value: 30, in: 0...120) { Text("Hi") }),
                      AnyView(Gauge(value: 30, in: 0...120) { Text("Hi") }.gaugeStyle(.linearCapacity))] {
            let snapshot = controlSnapshot(gauge, width: 200)
            XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10 + 4 + 4))
            let drawn = fills(snapshot.displayList)
            XCTAssertEqual(drawn.map(\.rect), [CGRect(x: 0, y: 14, width: 200, height: 4), CGRect(x: 0, y: 14, width: 50, height: 4)])
            XCTAssertEqual(drawn.last?.color, accent)
        }
    }

    /// Bound labels (caption, 12 pt: "0" is 6 × 12) sit 8 points either side of the bar; the
    /// current value label (caption) is a row below.
    func testLinearCapacityGaugeBoundAndCurrentValueLabels() {
        let snapshot = controlSnapshot(Gauge(value: 0.5) { Text("Hi") } currentValueLabel: { Text("5").id("current") }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("9").id("max") }, width: 200)
        XCTAssertEqual(snapshot.frame(of: "min"), CGRect(x: 0, y: 14, width: 6, height: 12))
        XCTAssertEqual(snapshot.frame(of: "max"), CGRect(x: 194, y: 14, width: 6, height: 12))
        XCTAssertEqual(snapshot.frame(of: "current"), CGRect(x: 0, y: 14 + 12 + 4, width: 6, height: 12))
        XCTAssertEqual(fills(snapshot.displayList).map(\.rect.width), [200 - 2 * (6 + 8), 86])
    }

    /// Values outside the range clamp; NaN and empty ranges count as the lower bound.
    func testGaugeFractionClampsAndRejectsBadInput() {
        typealias G = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>
        XCTAssertEqual(G.fraction(of: 2.0, in: 0...1), 1)
        XCTAssertEqual(G.fraction(of: -2.0, in: 0...1), 0)
        XCTAssertEqual(G.fraction(of: Double.nan, in: 0...1), 0)
        XCTAssertEqual(G.fraction(of: 3.0, in: 3...3), 0)
        XCTAssertEqual(G.fraction(of: 5.0, in: 0...Double.infinity), 0)
    }

    /// The accessory styles draw: the linear one a marker 8 across centred at the value, the
    /// circular one a 50 × 50 ring.
    func testAccessoryGaugeStyles() {
        let linear = controlSnapshot(Gauge(value: 0.25) { Text("Hi") }.gaugeStyle(.accessoryLinear), width: 200)
        XCTAssertEqual(linear.size, CGSize(width: 200, height: 8))
        XCTAssertEqual(fills(linear.displayList).last?.rect, CGRect(x: 50 - 4, y: 0, width: 8, height: 8))
        let circular = controlSnapshot(Gauge(value: 0.25) { Text("Hi") }.gaugeStyle(.accessoryCircular), width: 200)
        XCTAssertEqual(circular.size, CGSize(width: 50, height: 50))
    }

    /// A link draws its label in the tint; activating it calls the environment's `openURL` with
    /// the destination (Apple's `Link` and `OpenURLAction` documentation).
    func testLinkDrawsInTheTintAndOpensThroughTheEnvironment() {
        let url = URL(string: "https://www.example.com/TOS.html")!
        XCTAssertEqual(texts(controlSnapshot(Link("Hi", destination: url)).displayList).map(\.color), [accent])
        var opened: [URL] = []
        let view = Link("Terms", destination: url).id("link")
            .environment(\.openURL, OpenURLAction { opened.append($0); return .handled })
        let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 100))
        XCTAssertTrue(host.tap(on: "link"))
        XCTAssertEqual(opened, [url])
    }

    /// The action's result reaches a completion handler: handled is true, discarded and a
    /// system action false (Arrange's hosts have no system to ask).
    func testOpenURLActionResults() {
        let url = URL(string: "https://www.example.com")!
        var results: [Bool] = []
        OpenURLAction { _ in .handled }(url) { results.append($0) }
        OpenURLAction { _ in .discarded }(url) { results.append($0) }
        OpenURLAction { _ in .systemAction(url) }(url) { results.append($0) }
        EnvironmentValues().openURL(url) { results.append($0) }
        XCTAssertEqual(results, [true, false, false, false])
    }

    /// Redacted text keeps its frame and draws one bar per line in its colour at 20 % (the
    /// choice in Docs/Differences.md, "Styles"); `unredacted()` restores the text.
    func testRedactedTextDrawsPlaceholderBarsInTheSameFrames() {
        let plain = controlSnapshot(Text("Hello").id("t"))
        let redacted = controlSnapshot(Text("Hello").id("t").redacted(reason: .placeholder))
        XCTAssertEqual(redacted.frame(of: "t"), plain.frame(of: "t"))
        XCTAssertTrue(texts(redacted.displayList).isEmpty)
        XCTAssertEqual(fills(redacted.displayList).map(\.rect), [CGRect(x: 0, y: 0, width: 25, height: 10)])
        XCTAssertEqual(fills(redacted.displayList).first?.color, DisplayList.RGBA(red: 0, green: 0, blue: 0, opacity: 0.2))

        let twoLines = controlSnapshot(Text("Hi Hi").redacted(reason: .placeholder), width: 12)
        XCTAssertEqual(fills(twoLines.displayList).map(\.rect), [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10)])

        let kept = controlSnapshot(VStack { Text("A"); Text("B").unredacted() }.redacted(reason: .placeholder))
        XCTAssertEqual(texts(kept.displayList).map(\.string), ["B"])
        let privacy = controlSnapshot(Text("A").redacted(reason: .privacy))
        XCTAssertEqual(texts(privacy.displayList).map(\.string), ["A"])
    }

    /// Redaction reasons add up (Apple's `redacted(reason:)`: "Adding a redaction is an additive
    /// process").
    func testRedactionReasonsAccumulate() {
        var seen: RedactionReasons = []
        _ = controlSnapshot(EnvironmentReader { environment in
            let _ = (seen = environment.redactionReasons)
            Color.clear
        }.redacted(reason: .privacy).redacted(reason: .placeholder))
        XCTAssertEqual(seen, [.privacy, .placeholder])
    }

    /// Accessibility modifiers and help are stored for hosts, closest to the view winning, and
    /// draw nothing.
    func testAccessibilityPropertiesAreStored() {
        let view = Color.red.frame(width: 10, height: 10)
            .accessibilityLabel("Delete")
            .accessibilityLabel(Text("Outer"))
            .accessibilityValue("3 items")
            .accessibilityHint("Removes the items")
            .accessibilityHidden(true)
            .help("Deletes")
            .id("bin")
        let snapshot = controlSnapshot(view)
        XCTAssertEqual(snapshot.accessibilityProperties(of: "bin"),
                       AccessibilityProperties(label: "Delete", value: "3 items", hint: "Removes the items", isHidden: true, help: "Deletes"))
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 10))
        XCTAssertNil(controlSnapshot(Color.red.id("x")).accessibilityProperties(of: "x"))
        // Found inside a container marked with the identifier.
        let nested = controlSnapshot(VStack { Color.red.accessibilityLabel("Inner") }.padding().id("box"))
        XCTAssertEqual(nested.accessibilityProperties(of: "box")?.label, "Inner")
    }

    /// Badges are stored, not drawn (SwiftUI draws them on List rows and TabView items only); a
    /// count of zero is no badge.
    func testBadgesAreStoredNotDrawn() {
        let plain = controlSnapshot(Text("Inbox").id("row"))
        let badged = controlSnapshot(Text("Inbox").badge(3).id("row"))
        XCTAssertEqual(badged.displayList.items.count, plain.displayList.items.count)
        XCTAssertEqual(badged.badge(of: "row"), "3")
        XCTAssertNil(controlSnapshot(Text("Inbox").badge(0).id("row")).badge(of: "row"))
        XCTAssertEqual(controlSnapshot(Text("Inbox").badge("New").id("row")).badge(of: "row"), "New")
        XCTAssertEqual(controlSnapshot(Text("Inbox").badge(Text("Hot")).id("row")).badge(of: "row"), "Hot")
        XCTAssertNil(controlSnapshot(Text("Inbox").badge(nil as Text?).id("row")).badge(of: "row"))
        XCTAssertEqual(controlSnapshot(Text("Inbox").badge(1).badge(2).id("row")).badge(of: "row"), "1")
    }

    /// `scrollIndicators(_:axes:)` sets the visibility of the axes named, in the environment.
    func testScrollIndicatorsSetTheEnvironmentPerAxis() {
        var seen: [ScrollIndicatorVisibility] = []
        _ = controlSnapshot(EnvironmentReader { environment in
            let _ = (seen = [environment.verticalScrollIndicatorVisibility, environment.horizontalScrollIndicatorVisibility])
            Color.clear
        }.scrollIndicators(.hidden, axes: .vertical))
        XCTAssertEqual(seen, [.hidden, .automatic])
        _ = controlSnapshot(EnvironmentReader { environment in
            let _ = (seen = [environment.verticalScrollIndicatorVisibility, environment.horizontalScrollIndicatorVisibility])
            Color.clear
        }.scrollIndicators(.never))
        XCTAssertEqual(seen, [.never, .never])
    }
}
