import XCTest
@testable import Arrange
import ArrangeRendering

/// Text controls in a terminal, as SVG and as pixels: composed of shapes and text, they need
/// nothing of their own from the renderers. Metrics: TextInputControl and Docs/Differences.md,
/// "Text input and value controls".
final class TextInputRenderingTests: XCTestCase {
    private struct Fields: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Ada"))
                SecureField("Password", text: .constant("abc"))
                TextField("City", text: .constant("Paris")).textFieldStyle(.roundedBorder)
            }
            .padding(8)
            .font(.system(size: 10))
        }
    }

    func testTextFieldsInATerminal() {
        let snapshot = LayoutSnapshot(of: Fields(), in: CGSize(width: 192, height: 112), environment: boxEnvironment())
        assertSnapshot(TerminalRenderer().grid(snapshot.displayList).plainText, named: "terminal-text-fields")
    }

    func testARoundedBorderFieldAsSVG() {
        let view = TextField("City", text: .constant("Paris")).textFieldStyle(.roundedBorder).font(.system(size: 10)).frame(width: 80)
        assertSnapshot(ImageRenderer(content: view).svg, named: "svg-rounded-border-field", pathExtension: "svg")
    }

    private func image(_ list: DisplayList) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: 2, isOpaque: true).render(list))
    }

    /// At 2×: the rounded border's 1-point line is opaqueSeparator (198 198 200) at the leading
    /// edge's mid-height (pixel 0, 34), and white inside; in the dark appearance the line is
    /// 56 56 58 and the inside 28 28 30.
    func testTheRoundedBorderInLightAndDark() throws {
        let field = TextField("", text: .constant("")).textFieldStyle(.roundedBorder).font(.system(size: 10)).frame(width: 80)
        var environment = boxEnvironment()
        let light = try image(LayoutSnapshot(of: field, in: CGSize(width: 80, height: 34), environment: environment).displayList)
        XCTAssertEqual(Array(light[0, 34].prefix(3)), [198, 198, 200])
        XCTAssertEqual(Array(light[80, 34].prefix(3)), [255, 255, 255])
        environment.colorScheme = .dark
        let dark = try image(LayoutSnapshot(of: field, in: CGSize(width: 80, height: 34), environment: environment).displayList)
        XCTAssertEqual(Array(dark[0, 34].prefix(3)), [56, 56, 58])
        XCTAssertEqual(Array(dark[80, 34].prefix(3)), [28, 28, 30])
    }

    /// A focused field's caret, 2 points wide centred after "Ada" (3 × 5 points: x 14 to 16),
    /// is the accent colour (0 122 255) at 2× pixel 30.
    func testTheCaretAsPixels() throws {
        try MainActor.assumeIsolated {
            let field = TextField("", text: .constant("Ada")).font(.system(size: 10)).frame(width: 80, height: 10).id("field")
            let host = ViewHost(rootView: field, size: CGSize(width: 80, height: 10), environment: boxEnvironment())
            XCTAssertTrue(host.tap(on: "field"))
            let picture = try image(host.displayList)
            XCTAssertEqual(Array(picture[30, 10].prefix(3)), [0, 122, 255])
            XCTAssertEqual(Array(picture[40, 10].prefix(3)), [255, 255, 255])
        }
    }
}
