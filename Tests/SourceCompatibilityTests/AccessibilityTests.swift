import XCTest
import Foundation
import Arrange

/// The accessibility modifiers written as SwiftUI code in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor).

/// A rating row as apps make it accessible: the stars are combined into one adjustable-looking
/// element with a label and value, the header is marked, the share button keeps its label.
struct RatingRow: View {
    @State private var rating = 3
    var body: some View {
        VStack(alignment: .leading) {
            Text("Reviews")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\(rating) stars")
            .accessibilityAction(named: "Increase") { rating = min(rating + 1, 5) }
            .accessibilityIdentifier("rating")
            Button("Share") {}
                .accessibilityHint(Text("Shares the review"))
                .accessibilitySortPriority(-1)
            Image(decorative: "divider")
            Text("Draft")
                .accessibilityHidden(true)
            Toggle("Notify me", isOn: .constant(true))
                .accessibilityRemoveTraits(.isSelected)
            Group {
                Text("Contained A")
                Text("Contained B")
            }
            .accessibilityElement(children: .contain)
        }
    }
}

final class AccessibilityTests: XCTestCase {
    func testTheRatingRowReadsAsAScreenReaderWould() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: RatingRow(), size: CGSize(width: 300, height: 400))
            let elements = host.accessibilityElements
            XCTAssertEqual(elements.map(\.description), ["Reviews, header", "Rating, 3 stars", "Notify me, 1, toggle",
                                                         "Contained A", "Contained B", "Share, button. Shares the review"])
            XCTAssertEqual(elements.first?.description, "Reviews, header")
            XCTAssertEqual(elements[1].description, "Rating, 3 stars")
            XCTAssertEqual(elements.last?.description, "Share, button. Shares the review", "sort priority −1: read last")
            let rating = elements[1]
            XCTAssertEqual(rating.identifier, "rating")
            XCTAssertTrue(host.performAccessibilityAction("Increase", on: rating))
            XCTAssertEqual(host.accessibilityElements[1].value, "4 stars")
            let traits: AccessibilityTraits = [.isButton, .isStaticText]
            XCTAssertEqual(traits.names, ["isButton", "isStaticText"])
            _ = AccessibilityActionKind.escape
            _ = AccessibilityChildBehavior.combine
        }
    }
}
