import XCTest
@testable import Arrange

/// Sections: headers, footers and the gaps between sections (ListTestSupport.swift; header
/// metrics in ListMetrics: 17 above a grouped header, 7 below, footnote text, which is 13 points
/// in Apple's typography table, so a 13-point line with box metrics).
final class ListSectionTests: XCTestCase {
    /// Inset grouped: the header "Fruit" is drawn "FRUIT" at the text's leading edge (36), 17
    /// below the list's top; its section's row starts at 17 + 13 + 7 = 37, its text at 54.
    func testGroupedHeaderIsUppercaseFootnote() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Section("Fruit") { Text("A").id("a") }
            })
            assertFrame(snapshot.frame(of: "a"), 36, 37 + textOffsetInRow, 5, 10)
            let header = texts(snapshot.displayList).first { $0.string == "FRUIT" }
            XCTAssertNotNil(header, "\(texts(snapshot.displayList).map(\.string))")
        }
    }

    /// Two sections without headers: 35 + 44 (row) + 35: the second row starts at 114.
    /// The second section's row is the first of its section, so the first section's only row
    /// has no separator and neither has the second.
    func testSectionsAreSeparatedBySectionSpacing() {
        MainActor.assumeIsolated {
            let list = List {
                Section { Text("A").id("a") }
                Section { Text("B").id("b") }
            }
            let snapshot = listSnapshot(list)
            assertFrame(snapshot.frame(of: "b"), 36, 114 + textOffsetInRow, 5, 10)
            XCTAssertTrue(fills(snapshot.displayList).filter { $0.rect.height < 1 }.isEmpty)
            // `.compact` spacing: 20 + 44 + 20 = 84.
            assertFrame(listSnapshot(list.listSectionSpacing(.compact)).frame(of: "b"), 36, 84 + textOffsetInRow, 5, 10)
            // `.custom(0)`: 0 + 44 + 0 = 44.
            assertFrame(listSnapshot(list.listSectionSpacing(.custom(0))).frame(of: "b"), 36, 44 + textOffsetInRow, 5, 10)
        }
    }

    /// Views outside any section form implicit sections around explicit ones.
    func testImplicitSections() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Text("A").id("a")
                Section { Text("B").id("b") }
            })
            assertFrame(snapshot.frame(of: "a"), 36, 35 + textOffsetInRow, 5, 10)
            assertFrame(snapshot.frame(of: "b"), 36, 35 + 44 + 35 + textOffsetInRow, 5, 10)
        }
    }

    /// A footer: footnote text 7 below the last row, not uppercase.
    func testFooter() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Section {
                    Text("A")
                } footer: {
                    Text("Note").id("footer")
                }
            })
            // The footer's text is 13 tall (footnote); 35 + 44 + 7 = 86.
            XCTAssertEqual(snapshot.frame(of: "footer")?.minY, 86)
            XCTAssertEqual(snapshot.frame(of: "footer")?.minX, 36)
            XCTAssertTrue(texts(snapshot.displayList).contains { $0.string == "Note" })
        }
    }

    /// The rows of a `ForEach` of sections, one section each: the second row at 35 + 44 + 35.
    func testForEachOfSections() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                ForEach(["x", "y"], id: \.self) { name in
                    Section { Text(name).id(name) }
                }
            })
            assertFrame(snapshot.frame(of: "y"), 36, 114 + textOffsetInRow, 5, 10)
        }
    }

    /// Plain lists: header in headline text (17 points), 6 above and below, not uppercase:
    /// the row starts at 6 + 17 + 6 = 29.
    func testPlainHeader() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Section("Fruit") { Text("A").id("a") }
            }.listStyle(.plain))
            assertFrame(snapshot.frame(of: "a"), 16, 29 + textOffsetInRow, 5, 10)
            XCTAssertTrue(texts(snapshot.displayList).contains { $0.string == "Fruit" })
        }
    }

    /// Views under `if` and `if`/`else` are rows as if written in place: B and C are rows 1 and
    /// 2 of a plain list (44 and 88); the false `if` adds no row, so C is the last row and has
    /// no separator: separators below A and B only.
    func testConditionalRows() {
        MainActor.assumeIsolated {
            let showsMore = true, showsX = false
            let snapshot = listSnapshot(List {
                Text("A").id("a")
                if showsMore {
                    Text("B").id("b")
                    Text("C").id("c")
                } else {
                    Text("D")
                }
                if showsX { Text("X") }
            }.listStyle(.plain))
            assertFrame(snapshot.frame(of: "b"), 16, 44 + textOffsetInRow, 5, 10)
            assertFrame(snapshot.frame(of: "c"), 16, 88 + textOffsetInRow, 5, 10)
            XCTAssertEqual(fills(snapshot.displayList).filter { $0.rect.height < 1 }.count, 2)
        }
    }
}
