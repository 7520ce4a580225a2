import XCTest
import Arrange

// A custom container written as Apple's article "Creating custom container views" writes one:
// a display board that places each subview of its content in its own card, with a container
// value that marks rejected cards, and a sectioned variant built on `Group(sections:)`.

/// Marks a card as rejected; not rejected by default.
private struct CardRejectedKey: ContainerValueKey {
    static let defaultValue: Bool = false
}

extension ContainerValues {
    /// Whether the display board shows this card as rejected (smaller).
    var isDisplayBoardCardRejected: Bool {
        get { self[CardRejectedKey.self] }
        set { self[CardRejectedKey.self] = newValue }
    }
}

extension View {
    /// Marks this view's card on a display board as rejected.
    func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

/// A card: the subview in a 40 × 30 frame (20 wide when rejected), padded by 5.
struct BoardCard<Content: View>: View {
    var isRejected: Bool
    @ViewBuilder var content: Content

    var body: some View {
        content
            .frame(width: isRejected ? 20 : 40, height: 30)
            .padding(5)
    }
}

/// Places each subview of its content in its own card, in a row.
struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                BoardCard(isRejected: subview.containerValues.isDisplayBoardCardRejected) {
                    subview
                }
            }
        }
    }
}

/// One row per section: the section's header card, then a card per content subview.
struct SectionedBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(sections: content) { sections in
                ForEach(sections) { section in
                    HStack(spacing: 0) {
                        ForEach(section.header) { header in
                            BoardCard(isRejected: true) { header }
                        }
                        ForEach(section.content) { subview in
                            BoardCard(isRejected: subview.containerValues.isDisplayBoardCardRejected) { subview }
                        }
                    }
                }
            }
        }
    }
}

/// The songs the boards show, as the article's example lists them.
struct Song: Identifiable {
    var id: String
}

final class CustomContainerTests: XCTestCase {
    /// Cards are 40 + 2 × 5 = 50 wide, rejected ones 20 + 10 = 30, all 30 + 10 = 40 tall
    /// (Docs/LayoutRules.md §2.1 fixed frame, §2.4 padding); the row adds their widths without
    /// spacing (§4). A `ForEach` of two songs and one static view give three cards (Apple, "Creating
    /// custom container views": each view a `ForEach` makes is a subview), the rejected one second:
    /// its content at x = 50 + 5, 20 wide.
    func testDisplayBoardPlacesEachSubviewInACard() {
        MainActor.assumeIsolated {
            let songs = [Song(id: "Scrolling in the Deep"), Song(id: "Born to Build")]
            let board = DisplayBoard {
                ForEach(songs) { song in
                    Color.blue.id(song.id)
                        .displayBoardCardRejected(song.id == "Born to Build")
                }
                Color.green.id("Last Song")
            }
            let snapshot = LayoutSnapshot(of: board, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 130, height: 40))
            XCTAssertEqual(snapshot.frame(of: "Scrolling in the Deep"), CGRect(x: 5, y: 5, width: 40, height: 30))
            XCTAssertEqual(snapshot.frame(of: "Born to Build"), CGRect(x: 55, y: 5, width: 20, height: 30))
            XCTAssertEqual(snapshot.frame(of: "Last Song"), CGRect(x: 85, y: 5, width: 40, height: 30))
        }
    }

    /// Two sections, the first with a header: rows of 30 (header card) + 50 + 50 and of one 50
    /// card, 40 tall each, leading-aligned (§4), so the second section's card is at (5, 45).
    /// The view after the sections forms an implicit section of its own (Apple,
    /// "SectionCollection"), a third row.
    func testSectionedBoardMakesARowPerSection() {
        MainActor.assumeIsolated {
            let board = SectionedBoard {
                Section {
                    Color.blue.id("a")
                    Color.blue.id("b")
                } header: {
                    Color.gray.id("header")
                }
                Section {
                    Color.blue.id("c")
                }
                Color.green.id("loose")
            }
            let snapshot = LayoutSnapshot(of: board, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 130, height: 120))
            XCTAssertEqual(snapshot.frame(of: "header"), CGRect(x: 5, y: 5, width: 20, height: 30))
            XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 85, y: 5, width: 40, height: 30))
            XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 5, y: 45, width: 40, height: 30))
            XCTAssertEqual(snapshot.frame(of: "loose"), CGRect(x: 5, y: 85, width: 40, height: 30))
        }
    }
}
