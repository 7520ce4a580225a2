import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// `Image(systemName:)` drawn by the renderers (Docs/Differences.md "Symbol images"): a mapped
/// name is its icon's outline (SVG path data, coloured PNG pixels inside the symbol's frame, a
/// character in the terminal); an unmapped name keeps the stroked placeholder.
final class SymbolImageRenderingTests: XCTestCase {
    /// Pure red, written `#FF0000` in SVG.
    private let red = Color(red: 1, green: 0, blue: 0)

    /// `name` at 50 points (a 1.2 × 50 = 60-point box) in red, 10 points from each edge of an
    /// 80 × 80 canvas: the box is x 10–70, y 10–70.
    private func symbol(_ name: String) -> LayoutSnapshot {
        LayoutSnapshot(of: Image(systemName: name).font(.system(size: 50)).foregroundStyle(red).padding(10), proposal: .unspecified)
    }

    /// The pixels of `snapshot` with some alpha, as (x, y).
    private func inked(_ snapshot: LayoutSnapshot) throws -> (image: DecodedPNG, points: [(Int, Int)]) {
        let image = try DecodedPNG(PNGRenderer().render(snapshot.displayList))
        var points: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.alpha(x, y) > 0 { points.append((x, y)) }
        }
        return (image, points)
    }

    func testAKnownNameDrawsItsOutlineInSVG() throws {
        let snapshot = symbol("star")
        XCTAssertEqual(snapshot.size, CGSize(width: 80, height: 80))
        let svg = SVGRenderer().render(snapshot.displayList)
        XCTAssertTrue(svg.contains("<path d=\"M"), svg)
        XCTAssertTrue(svg.contains("fill=\"#FF0000\""), svg)
        XCTAssertFalse(svg.contains("stroke="), "a placeholder was drawn: \(svg)")
        // The outline stays inside the symbol's box.
        guard case .glyphs(let run)? = snapshot.displayList.items.first?.content else { return XCTFail("\(snapshot.displayList)") }
        let bounds = run.outlines.boundingRect
        XCTAssertTrue(CGRect(x: 10, y: 10, width: 60, height: 60).contains(bounds), "\(bounds)")
        XCTAssertGreaterThan(bounds.width, 30)
    }

    func testAnUnknownNameKeepsThePlaceholder() {
        let snapshot = symbol("not.a.symbol")
        let svg = SVGRenderer().render(snapshot.displayList)
        // The crossed box, stroked 1 point wide, inset half a point: 10.5 to 69.5.
        XCTAssertTrue(svg.contains("M10.5 10.5H69.5V69.5H10.5ZM10.5 10.5L69.5 69.5M69.5 10.5L10.5 69.5"), svg)
        XCTAssertTrue(svg.contains("stroke=\"#FF0000\""), svg)
        XCTAssertEqual(snapshot.diagnostics, [])
    }

    /// Red pixels inside the 60-point box only; `star.fill` covers the box's centre, the outlined
    /// `star` leaves it empty (Phosphor's regular star is a 16/256-em line around a hollow middle).
    func testTheIconIsColouredPixelsInsideItsFrame() throws {
        let (filled, filledPoints) = try inked(symbol("star.fill"))
        XCTAssertGreaterThan(filledPoints.count, 600)
        for (x, y) in filledPoints {
            XCTAssertTrue((10..<70).contains(x) && (10..<70).contains(y), "ink at \(x), \(y)")
            let pixel = filled[x, y]
            XCTAssertEqual(pixel[0], 255)
            XCTAssertEqual(pixel[1], 0)
            XCTAssertEqual(pixel[2], 0)
        }
        XCTAssertEqual(filled[40, 42], [255, 0, 0, 255])
        let (outlined, outlinedPoints) = try inked(symbol("star"))
        XCTAssertEqual(outlined[40, 42][3], 0)
        XCTAssertGreaterThan(outlinedPoints.count, 200)
        XCTAssertLessThan(outlinedPoints.count, filledPoints.count)
        XCTAssertTrue(outlinedPoints.allSatisfy { (10..<70).contains($0.0) && (10..<70).contains($0.1) })
    }

    /// `.fill` and its outline draw different paths.
    func testFillDiffersFromOutline() {
        let outline = SVGRenderer().render(symbol("heart").displayList)
        let fill = SVGRenderer().render(symbol("heart.fill").displayList)
        XCTAssertNotEqual(outline, fill)
    }

    /// A resizable symbol stretches its em square over its frame: 100 × 50 scales x by 2 and y by
    /// 50 / 50; ink reaches past x 50.
    func testAResizableSymbolStretchesToItsFrame() throws {
        let view = Image(systemName: "star.fill").resizable().foregroundStyle(red).frame(width: 100, height: 50)
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertTrue(snapshot.displayList.items.contains {
            if case .pushTransform(let t) = $0.content { return abs(t.a - 2) < 1e-9 && t.d == 1 } else { return false }
        }, "\(snapshot.displayList)")
        let (_, points) = try inked(snapshot)
        XCTAssertTrue(points.contains { $0.0 > 60 })
        XCTAssertTrue(points.allSatisfy { $0.0 < 100 && $0.1 < 50 })
    }

    /// Without a foreground style the icon is black in the light appearance and white in the dark
    /// one, as text is; a gradient fills the icon's outline.
    func testTheIconTakesTheForegroundStyle() throws {
        func run(_ list: DisplayList) -> DisplayList.GlyphRun? {
            list.items.lazy.compactMap { if case .glyphs(let run) = $0.content { return run } else { return nil } }.first
        }
        XCTAssertEqual(run(LayoutSnapshot(of: Image(systemName: "bell"), proposal: .unspecified).displayList)?.color, .black)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let white = DisplayList.RGBA(Color.primary.resolved(in: .dark))
        XCTAssertEqual(run(LayoutSnapshot(of: Image(systemName: "bell"), proposal: .unspecified, environment: dark).displayList)?.color, white)
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let list = LayoutSnapshot(of: Image(systemName: "bell.fill").foregroundStyle(gradient), proposal: .unspecified).displayList
        XCTAssertNil(run(list))
        guard case .fillGradient(let path, _, _)? = list.items.first?.content else { return XCTFail("\(list)") }
        XCTAssertTrue(CGRect(x: 0, y: 0, width: 20.4, height: 20.4).contains(path.boundingRect))
    }

    /// A `Canvas` draws a symbol image as its icon.
    func testACanvasDrawsTheIcon() {
        let canvas = Canvas { context, _ in
            context.draw(Image(systemName: "checkmark"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }.frame(width: 20, height: 20)
        let list = LayoutSnapshot(of: canvas, proposal: .unspecified).displayList
        XCTAssertTrue(list.items.contains { if case .glyphs(let run) = $0.content { return run.string == "✓" } else { return false } }, "\(list)")
    }

    /// The terminal writes the symbol's character (› for chevron.right) where the icon is, and
    /// the placeholder's box-drawing outline for an unknown name.
    func testTheTerminalDrawsACharacterPerSymbol() {
        func terminal(_ name: String) -> String {
            TerminalRenderer().render(LayoutSnapshot(of: Image(systemName: name), proposal: .unspecified).displayList, colors: false)
        }
        // The 20.4-point box is 3 × 2 cells of 8 × 16; the character is in the cell nearest the
        // box's left edge, on the row of the point a third of the box above its bottom (13.6: row 0).
        XCTAssertEqual(terminal("chevron.right").split(separator: "\n").first.map(String.init)?.first, "›")
        XCTAssertTrue(terminal("checkmark").contains("✓"))
        XCTAssertTrue(terminal("xmark").contains("✕"))
        XCTAssertTrue(terminal("star.fill").contains("★"))
        XCTAssertTrue(terminal("heart.fill").contains("♥"))
        let unknown = terminal("not.a.symbol")
        XCTAssertTrue(unknown.contains { "─│┌┐└┘╲╱".contains($0) }, unknown)
    }

    /// A row of labels and symbols in the terminal, 5 × 10 cells, box fonts at 10 points: each
    /// symbol (12 points: 1.2 × 10) is its character in the cell nearest its left edge (x 5, 25,
    /// 45, …: columns 1, 5, 9, …, as HStack's 8-point spacing puts them 20 points apart), each
    /// title 8 points after its icon (x 25: column 5).
    func testTerminalSymbolSnapshot() {
        let view = VStack(alignment: .leading, spacing: 4) {
            Label("Inbox", systemImage: "tray")
            Label("Favourites", systemImage: "star.fill")
            HStack {
                Image(systemName: "chevron.left")
                Image(systemName: "checkmark")
                Image(systemName: "xmark")
                Image(systemName: "heart.fill")
                Image(systemName: "gear")
                Image(systemName: "chevron.right")
            }
        }
        .padding(5)
        let snapshot = LayoutSnapshot(of: view.font(.system(size: 10)), proposal: .unspecified, environment: boxEnvironment())
        assertSnapshot(TerminalRenderer(cellWidth: 5, cellHeight: 10).render(snapshot.displayList, colors: false), named: "terminal-symbols")
    }

    /// The same row in SVG: each known symbol one `<path>` of its outline (no stroke).
    func testSVGSymbolSnapshot() {
        let view = HStack {
            Image(systemName: "chevron.right")
            Image(systemName: "plus.circle.fill")
            Image(systemName: "trash")
        }
        let snapshot = LayoutSnapshot(of: view.font(.system(size: 10)), proposal: .unspecified, environment: boxEnvironment())
        assertSnapshot(SVGRenderer().render(snapshot.displayList), named: "svg-symbols", pathExtension: "svg")
    }
}
