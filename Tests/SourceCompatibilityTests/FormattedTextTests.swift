import XCTest
import Foundation
import Arrange

/// Formatted text written as SwiftUI apps write it, in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor): format styles, formatters, date
/// styles and timers, Markdown in literals, attributed strings, the locale, line limits that
/// reserve space, tightening and font leading. Expectations are Apple's documented example
/// outputs and the rules of Docs/Differences.md, "Formatted text".
final class FormattedTextTests: XCTestCase {
    struct OrderSummary: View {
        let total: Double
        let items: Int
        let placed: Date
        let name: String
        @Environment(\.locale) private var locale

        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, **\(name)**! You ordered \(items) items.").id("greeting")
                Text(total, format: .currency(code: "USD")).id("total")
                Text(0.25, format: .percent)
                Text(placed, style: .date).id("date")
                Text(placed, style: .relative)
                Text("Placed \(placed, style: .time)")
                Text(timerInterval: placed...placed.addingTimeInterval(90), countsDown: true)
                Text("See [the terms](https://example.com/terms) or `code` and ~~old~~ *news*.")
                Text(verbatim: "**literal**")
                Text(name)
                Text(attributedTitle)
                Text("Subtitle").lineLimit(2, reservesSpace: true).id("subtitle")
                Text("A long headline").allowsTightening(true).lineLimit(1)
                Text("Tight").font(.body.leading(.tight))
            }
        }

        var attributedTitle: AttributedString {
            var title = AttributedString("Order ")
            var number = AttributedString("#42")
            number.font = .headline
            number.foregroundColor = .blue
            number.backgroundColor = .yellow
            number.underlineStyle = .single
            title.append(number)
            return title
        }
    }

    func testFormattedTextCompiles() {
        MainActor.assumeIsolated {
            let placed = Date(timeIntervalSince1970: 1_559_604_180)
            let view = OrderSummary(total: 9.99, items: 3, placed: placed, name: "Ann")
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
            // "Subtitle" reserves two lines: taller than the one-line "Tight" body text.
            let subtitle = snapshot.frame(of: "subtitle")?.height ?? 0
            XCTAssertGreaterThan(subtitle, snapshot.frame(of: "total")?.height ?? .infinity)
            XCTAssertNotNil(snapshot.frame(of: "date"))
        }
    }

    func testOpenURLReceivesMarkdownLinks() {
        MainActor.assumeIsolated {
            final class Opened { var urls: [URL] = [] }
            let opened = Opened()
            let view = Text("[Terms](https://example.com/terms)")
                .environment(\.openURL, OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
            let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 100))
            host.tap(at: CGPoint(x: 100, y: 50))
            XCTAssertEqual(opened.urls, [URL(string: "https://example.com/terms")!])
        }
    }
}
