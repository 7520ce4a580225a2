import XCTest
@testable import Arrange

/// The frames of rows in each list style, from the metrics in ListTestSupport.swift.
final class ListStyleFrameTests: XCTestCase {
    private func twoRows() -> some View {
        List {
            Text("A").id("a")
            Text("BB").id("b")
        }
    }

    /// Inset grouped (the default) in 390 wide: margin 16 (390 < 414), content 20 inside the
    /// card → text x = 36. The implicit section follows a 35-point gap: row 0 spans 35…79, its
    /// text at 35 + 17 = 52; row 1 spans 79…123, its text at 96.
    func testInsetGroupedIsTheDefault() {
        MainActor.assumeIsolated {
            for view in [AnyView(twoRows()), AnyView(twoRows().listStyle(.insetGrouped)), AnyView(twoRows().listStyle(.automatic)), AnyView(twoRows().listStyle(.sidebar))] {
                let snapshot = listSnapshot(view)
                XCTAssertEqual(snapshot.size, CGSize(width: 390, height: 800), "a list takes the space proposed")
                assertFrame(snapshot.frame(of: "a"), 36, 35 + textOffsetInRow, 5, 10)
                assertFrame(snapshot.frame(of: "b"), 36, 79 + textOffsetInRow, 10, 10)
            }
        }
    }

    /// The row backgrounds of an inset grouped list are the card: x = 16, width 390 − 32 = 358,
    /// in `secondarySystemGroupedBackground` (white) on `systemGroupedBackground` (242 242 247).
    func testInsetGroupedBackgrounds() {
        MainActor.assumeIsolated {
            let drawn = fills(listSnapshot(twoRows()).displayList)
            XCTAssertEqual(drawn.first?.rect, CGRect(x: 0, y: 0, width: 390, height: 800))
            XCTAssertEqual(drawn.first?.color, DisplayList.RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
            let white = DisplayList.RGBA(red: 1, green: 1, blue: 1)
            let cards = drawn.filter { $0.color == white }.map(\.rect)
            XCTAssertEqual(cards, [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44)])
        }
    }

    /// In 430 wide (an iPhone Pro Max) the margin is 20: text x = 20 + 20 = 40.
    func testInsetGroupedMarginAtLargeWidths() {
        MainActor.assumeIsolated {
            assertFrame(listSnapshot(twoRows(), width: 430).frame(of: "a"), 40, 35 + textOffsetInRow, 5, 10)
        }
    }

    /// Plain: rows across the width, content at the layout margin (16), no gaps: the first row
    /// spans 0…44 (text at 17), the second 44…88.
    func testPlain() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(twoRows().listStyle(.plain))
            assertFrame(snapshot.frame(of: "a"), 16, textOffsetInRow, 5, 10)
            assertFrame(snapshot.frame(of: "b"), 16, 44 + textOffsetInRow, 10, 10)
            assertFrame(listSnapshot(twoRows().listStyle(.plain), width: 430).frame(of: "a"), 20, textOffsetInRow, 5, 10)
        }
    }

    /// Inset: a plain list whose rows are inset by the margin: text at 16 + 16 = 32.
    func testInset() {
        MainActor.assumeIsolated {
            assertFrame(listSnapshot(twoRows().listStyle(.inset)).frame(of: "a"), 32, textOffsetInRow, 5, 10)
        }
    }

    /// Grouped: rows across the width, content at the layout margin, 35 above the section.
    func testGrouped() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(twoRows().listStyle(.grouped))
            assertFrame(snapshot.frame(of: "a"), 16, 35 + textOffsetInRow, 5, 10)
            assertFrame(snapshot.frame(of: "b"), 16, 79 + textOffsetInRow, 10, 10)
        }
    }

    /// A separator runs along the bottom of each row but the section's last, from the text's
    /// leading edge (36) to the card's trailing edge (374), a hairline (1/3 point) tall.
    func testSeparatorsStartAtTheText() {
        MainActor.assumeIsolated {
            let separators = fills(listSnapshot(twoRows()).displayList).filter { $0.rect.height < 1 }
            XCTAssertEqual(separators.count, 1, "none below the last row")
            XCTAssertEqual(separators.first?.rect.minX, 36)
            XCTAssertEqual(separators.first?.rect.maxX ?? 0, 374, accuracy: 0.001)
            XCTAssertEqual(separators.first?.rect.maxY ?? 0, 79, accuracy: 0.001)
        }
    }

    /// Content taller than 44 − 12 makes the row taller: a 100-point view in a row 112 tall.
    func testTallRows() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Color.red.frame(height: 100).id("tall")
                Text("A").id("a")
            }.listStyle(.plain))
            assertFrame(snapshot.frame(of: "tall"), 16, 6, 358, 100)
            assertFrame(snapshot.frame(of: "a"), 16, 112 + textOffsetInRow, 5, 10)
        }
    }

    /// `defaultMinListRowHeight` sets the minimum: rows of 60, a line at 6 + (60 − 22) / 2 = 25.
    func testDefaultMinListRowHeight() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(twoRows().listStyle(.plain).environment(\.defaultMinListRowHeight, 60))
            assertFrame(snapshot.frame(of: "a"), 16, 25, 5, 10)
            assertFrame(snapshot.frame(of: "b"), 16, 60 + 25, 10, 10)
            XCTAssertEqual(EnvironmentValues().defaultMinListRowHeight, 44)
        }
    }

    /// `listRowInsets` replaces the insets: leading 5 in a plain list, top 0 and bottom 0: the
    /// line is centred in the 44-point row, at (44 − 10) / 2 = 17.
    func testListRowInsets() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Text("A").id("a").listRowInsets(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
            }.listStyle(.plain))
            assertFrame(snapshot.frame(of: "a"), 5, 17, 5, 10)
        }
    }
}
