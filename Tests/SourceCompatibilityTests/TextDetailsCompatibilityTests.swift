import XCTest
import Arrange

/// Text details written as SwiftUI apps write them, in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor): an inline symbol, small capitals,
/// patterned lines and font widths. Expectations are the rules of Docs/Differences.md, "Text
/// details".
final class TextDetailsCompatibilityTests: XCTestCase {
    struct RatingRow: View {
        let stars: Int
        var body: some View {
            VStack(alignment: .leading) {
                (Text(Image(systemName: "star.fill")) + Text(" \(stars) stars"))
                    .font(.headline)
                    .id("rating")
                Text("Chapter One").font(.body.smallCaps()).id("caps")
                Text("Chapter One").font(.body).id("plain")
                Text("Sale").strikethrough(true, pattern: .dash, color: .red)
                Text("Note").underline(pattern: .dot).fontWidth(.condensed)
                Text("Wide").font(.title.width(.expanded))
            }
        }
    }

    func testTextDetailsCompile() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: RatingRow(stars: 4), proposal: .unspecified)
            // The inline symbol is 1.2 × the 17-point headline: the row is at least that tall.
            XCTAssertGreaterThanOrEqual(snapshot.frame(of: "rating")?.height ?? 0, 1.2 * 17)
            // Small capitals are narrower than the same text with lowercase letters at full size.
            XCTAssertLessThan(snapshot.frame(of: "caps")?.width ?? .infinity, snapshot.frame(of: "plain")?.width ?? 0)
        }
    }
}
