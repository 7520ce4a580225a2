import Foundation
import XCTest
@testable import Arrange

/// The SF Symbols names `Image(systemName:)` draws with Phosphor icons (Docs/Differences.md
/// "Symbol images"): the mapping is complete against the shipped font, `.fill` names use the filled
/// style, bold fonts the bold weight, and a missing or damaged font falls back to the placeholder
/// with a diagnostic.
final class SymbolCatalogueTests: XCTestCase {
    override func tearDown() {
        SymbolCatalogue.replaceFont(with: nil)
    }

    /// The glyph `name` draws in a font of `weight`, or a failure.
    private func glyph(_ name: String, weight: Int = 400, file: StaticString = #filePath, line: UInt = #line) -> SymbolGlyph? {
        switch SymbolCatalogue.resolve(name, weight: weight) {
        case .glyph(let glyph): return glyph
        case .unknown: XCTFail("\(name) is not mapped", file: file, line: line)
        case .unavailable(let reason): XCTFail(reason, file: file, line: line)
        }
        return nil
    }

    /// Completeness: every mapped name, in both weights, is a glyph of the shipped font with ink
    /// inside the em square (Phosphor draws each icon inside its 0–1024 em), so no mapped name
    /// falls back to the placeholder.
    func testEveryMappedNameResolvesToAGlyphOfTheShippedFont() throws {
        XCTAssertGreaterThanOrEqual(SymbolCatalogue.table.count, 400)
        XCTAssertEqual(Set(SymbolCatalogue.names).count, SymbolCatalogue.table.count, "a name is mapped twice")
        for entry in SymbolCatalogue.table {
            XCTAssertEqual(entry.codePoints.count, 2, entry.name)
            XCTAssertFalse(entry.terminal.isEmpty, entry.name)
            for weight in [400, 700] {
                guard let glyph = glyph(entry.name, weight: weight) else { continue }
                let outline = glyph.face.outline(of: glyph.id)
                XCTAssertFalse(outline.isEmpty, "\(entry.name) (\(entry.sourceGlyph)) has no ink")
                // Inside the em square, within 1% of it (the bicycle's wheels touch its sides,
                // their curves' control points a unit past them).
                let bounds = outline.boundingRect
                let em = CGFloat(glyph.face.unitsPerEm), slack = em / 100
                XCTAssertTrue(bounds.minX >= -slack && bounds.minY >= -slack && bounds.maxX <= em + slack && bounds.maxY <= em + slack,
                              "\(entry.name): \(bounds) leaves the em square")
            }
        }
    }

    /// The names the issue lists as the most used are all mapped.
    func testTheMostUsedNamesAreMapped() {
        let names = """
            chevron.left chevron.right chevron.up chevron.down chevron.backward chevron.forward plus minus xmark
            checkmark checkmark.circle checkmark.circle.fill star star.fill heart heart.fill gear gearshape
            gearshape.fill person person.fill person.circle person.2 magnifyingglass trash square.and.arrow.up
            square.and.arrow.down pencil house house.fill bell bell.fill envelope phone calendar clock folder doc
            photo camera cart bookmark tag link lock globe info.circle exclamationmark.triangle questionmark.circle
            ellipsis ellipsis.circle line.3.horizontal slider.horizontal.3 arrow.up arrow.down arrow.left arrow.right
            arrow.clockwise arrow.counterclockwise play play.fill pause pause.fill stop stop.fill forward forward.fill
            backward backward.fill speaker mic wifi battery.100 sun.max moon cloud bolt flame leaf map location
            paperplane tray archivebox list.bullet square.grid.2x2 chart.bar hand.thumbsup flag eye eye.slash
            """.split(whereSeparator: \.isWhitespace).map(String.init)
        for name in names {
            XCTAssertNotNil(SymbolCatalogue.entries[name], name)
        }
    }

    /// A `.fill` name draws Phosphor's filled style (one glyph for every weight), the others its
    /// outlined style; `star.fill` is a different outline from `star`.
    func testFillNamesUseTheFilledStyle() throws {
        for entry in SymbolCatalogue.table {
            let isFill = entry.name.split(separator: ".").contains("fill")
            XCTAssertEqual(entry.sourceGlyph.hasSuffix("-fill"), isFill, entry.name)
            if isFill { XCTAssertEqual(entry.codePoints[0], entry.codePoints[1], entry.name) }
        }
        let star = try XCTUnwrap(glyph("star")), filled = try XCTUnwrap(glyph("star.fill"))
        XCTAssertNotEqual(star.id, filled.id)
        XCTAssertNotEqual(star.face.outline(of: star.id), filled.face.outline(of: filled.id))
    }

    /// Bold, heavy and black fonts (weight 700 and more) draw Phosphor's bold weight; lighter
    /// fonts, semibold included, the regular one (Docs/Differences.md "Symbol images").
    func testBoldFontsDrawTheBoldWeight() throws {
        let regular = try XCTUnwrap(glyph("star", weight: 400))
        XCTAssertEqual(try XCTUnwrap(glyph("star", weight: 100)).id, regular.id)
        XCTAssertEqual(try XCTUnwrap(glyph("star", weight: 600)).id, regular.id)
        let bold = try XCTUnwrap(glyph("star", weight: 700))
        XCTAssertNotEqual(bold.id, regular.id)
        XCTAssertEqual(try XCTUnwrap(glyph("star", weight: 900)).id, bold.id)
        XCTAssertEqual(try XCTUnwrap(glyph("star.fill", weight: 700)).id, try XCTUnwrap(glyph("star.fill")).id)
    }

    /// A name the table lacks is unknown (drawn as the placeholder, without a diagnostic).
    func testUnknownNamesAreUnknown() {
        for name in ["", "not.a.symbol", "Star", "star.fill.fill", "chevron.right\u{0}"] {
            guard case .unknown = SymbolCatalogue.resolve(name, weight: 400) else { return XCTFail(name) }
        }
    }

    /// A missing file, garbage bytes and a truncated font each give a `FontError` naming the
    /// problem; with such a font a mapped name draws the placeholder, and the snapshot's
    /// diagnostics say why.
    func testADamagedSymbolFontFallsBackToThePlaceholderWithADiagnostic() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertThrowsError(try SymbolCatalogue.loadFont(atPath: directory.appendingPathComponent("none.ttf").path)) { error in
            XCTAssertTrue((error as? FontError)?.description.contains("does not exist") == true, "\(error)")
        }
        let garbage = directory.appendingPathComponent("garbage.ttf")
        try Data("not a font at all, just text".utf8).write(to: garbage)
        var damaged: FontError?
        XCTAssertThrowsError(try SymbolCatalogue.loadFont(atPath: garbage.path)) { damaged = $0 as? FontError }
        let error = try XCTUnwrap(damaged)
        // The real font cut to its first 1,000 bytes: its tables point past the end.
        let real = try XCTUnwrap(BundledFonts.directory).appendingPathComponent(SymbolCatalogue.fileName)
        let truncated = directory.appendingPathComponent("truncated.ttf")
        try Data(try Data(contentsOf: real).prefix(1000)).write(to: truncated)
        XCTAssertThrowsError(try SymbolCatalogue.loadFont(atPath: truncated.path)) { XCTAssertTrue($0 is FontError, "\($0)") }

        SymbolCatalogue.replaceFont(with: .failure(error))
        let snapshot = LayoutSnapshot(of: Image(systemName: "star").id("s"), proposal: .unspecified)
        // Still the symbol's size: 1.2 × 17 (body) = 20.4.
        XCTAssertEqual(snapshot.frame(of: "s")?.size, CGSize(width: 20.4, height: 20.4))
        XCTAssertEqual(snapshot.diagnostics.count, 1)
        let message = snapshot.diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("symbol font Phosphor-Symbols.ttf could not be read"), message)
        XCTAssertTrue(message.contains(error.description), message)
        guard case .stroke? = snapshot.displayList.items.first?.content else { return XCTFail("\(snapshot.displayList)") }
        // An unmapped name needs no font: still its placeholder, without a diagnostic.
        XCTAssertEqual(LayoutSnapshot(of: Image(systemName: "not.a.symbol"), proposal: .unspecified).diagnostics, [])
    }

    /// A font that parses but lacks the mapped glyphs (DejaVu Sans in its place): the placeholder,
    /// and a diagnostic naming the glyph and its code point.
    func testAFontWithoutTheGlyphFallsBackToThePlaceholder() throws {
        SymbolCatalogue.replaceFont(with: Result { try BundledFonts.face(named: BundledFonts.dejaVuSans) }.mapError { $0 as! FontError })
        let entry = try XCTUnwrap(SymbolCatalogue.entries["chevron.right"])
        guard case .unavailable(let reason) = SymbolCatalogue.resolve("chevron.right", weight: 400) else { return XCTFail() }
        XCTAssertTrue(reason.contains("no glyph for \"chevron.right\" (caret-right, U+\(String(entry.codePoints[0], radix: 16, uppercase: true)))"), reason)
        let snapshot = LayoutSnapshot(of: Image(systemName: "chevron.right"), proposal: .unspecified)
        XCTAssertEqual(snapshot.diagnostics.count, 1)
        guard case .stroke? = snapshot.displayList.items.first?.content else { return XCTFail("\(snapshot.displayList)") }
    }
}
