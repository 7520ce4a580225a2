import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Lists and forms drawn as SVG, PNG and terminal text. Metrics from Docs/Differences.md, "Lists
/// and forms": in 390 wide an inset grouped card spans x 16…374, rows are 44 tall and the first
/// section starts 35 below the top (with a footnote header: 17 + 13 + 7 = 37).
final class ListRenderingTests: XCTestCase {
    private func fruitList() -> some View {
        List(selection: .constant("Pear")) {
            Section("Fruit") {
                Text("Apple").tag("Apple")
                Text("Pear").tag("Pear")
            }
        }
    }

    private func image<V: View>(_ view: V, width: CGFloat, height: CGFloat, scheme: ColorScheme = .light) throws -> DecodedPNG {
        var environment = boxEnvironment()
        environment.colorScheme = scheme
        let list = LayoutSnapshot(of: view, in: CGSize(width: width, height: height), environment: environment).displayList
        return try DecodedPNG(PNGRenderer(scale: 2, isOpaque: true).render(list))
    }

    /// The SVG of an inset grouped list with a header and a selected row, in the bundled fonts
    /// (a footnote line 16 tall): grouped background 242 242 247 (#F2F2F7) across 390 × 200;
    /// the header 17 below the top; the white first row from 17 + 16 + 7 = 40 to 84, x 16…374,
    /// its top corners rounded; the separator's hairline along its bottom from the text's x 36;
    /// the selected second row in systemGray4 (#D1D1D6).
    func testSVGInsetGroupedList() {
        MainActor.assumeIsolated {
            let svg = ImageRenderer(content: fruitList().frame(width: 390, height: 200)).svg
            XCTAssertTrue(svg.contains(##"<path d="M0 0H390V200H0Z" fill="#F2F2F7"/>"##))
            XCTAssertTrue(svg.contains("V84H16V55.287"), "the first row's card ends at y 84, x 16")
            XCTAssertTrue(svg.contains(##"<path d="M36 83.667H374V84H36Z" fill="#3C3C43" fill-opacity="0.29"/>"##))
            XCTAssertTrue(svg.contains(##"fill="#D1D1D6""##))
            assertSnapshot(svg, named: "svg-list-inset-grouped", pathExtension: "svg")
        }
    }

    /// At 2×, pixels: the grouped background at (8, 8) points, the white card at (30, 50) in the
    /// first row (37…81), the selected row's gray (209 209 214) at (30, 100); outside the card
    /// (x 8) the background again.
    func testPNGInsetGroupedList() throws {
        try MainActor.assumeIsolated {
            let picture = try image(fruitList(), width: 390, height: 200)
            XCTAssertEqual(Array(picture[16, 16].prefix(3)), [242, 242, 247])
            XCTAssertEqual(Array(picture[60, 100].prefix(3)), [255, 255, 255])
            XCTAssertEqual(Array(picture[60, 200].prefix(3)), [209, 209, 214])
            XCTAssertEqual(Array(picture[16, 200].prefix(3)), [242, 242, 247])
        }
    }

    /// In the dark appearance: the background black, the card 28 28 30, the selection 58 58 60.
    func testPNGDarkInsetGroupedList() throws {
        try MainActor.assumeIsolated {
            let picture = try image(fruitList(), width: 390, height: 200, scheme: .dark)
            XCTAssertEqual(Array(picture[16, 16].prefix(3)), [0, 0, 0])
            XCTAssertEqual(Array(picture[60, 100].prefix(3)), [28, 28, 30])
            XCTAssertEqual(Array(picture[60, 200].prefix(3)), [58, 58, 60])
        }
    }

    /// A settings form in a terminal: the header, the toggle's label and the labeled content's
    /// value at the trailing edge.
    func testTerminalForm() {
        MainActor.assumeIsolated {
            let form = Form {
                Section("General") {
                    Toggle("Wi-Fi", isOn: .constant(true))
                    LabeledContent("Version", value: "17")
                }
            }
            let snapshot = LayoutSnapshot(of: form.font(.system(size: 10)), in: CGSize(width: 240, height: 160), environment: boxEnvironment())
            let grid = TerminalRenderer().grid(snapshot.displayList)
            XCTAssertTrue(grid.plainText.contains("GENERAL"))
            XCTAssertTrue(grid.plainText.contains("Wi-Fi"))
            assertSnapshot(grid.plainText, named: "terminal-list-form")
        }
    }

    /// A plain list in a terminal: rows with separators between them.
    func testTerminalPlainList() {
        MainActor.assumeIsolated {
            let list = List(["Inbox", "Drafts", "Sent"], id: \.self) { Text($0) }.listStyle(.plain)
            let snapshot = LayoutSnapshot(of: list.font(.system(size: 10)), in: CGSize(width: 200, height: 140), environment: boxEnvironment())
            let grid = TerminalRenderer().grid(snapshot.displayList)
            XCTAssertTrue(grid.plainText.contains("Drafts"))
            assertSnapshot(grid.plainText, named: "terminal-list-plain")
        }
    }
}
