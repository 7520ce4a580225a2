import XCTest
@testable import Arrange

/// Segmented and menu pickers. Segmented options are 13 pt (box: 6.5 pt a character, a text's
/// width rounded up to whole pixels: "A" 7, "CC" 13, "BBB" 20).
final class PickerTests: XCTestCase {
    private func picker(selection: Int) -> some View {
        Picker("Size", selection: .constant(selection)) {
            Text("A").tag(0)
            Text("BBB").tag(1)
            Text("CC").tag(2)
        }
    }

    func testSegmentsAreEqualAndAsWideAsTheWidestOptionPlusPadding() {
        let segment: CGFloat = 20 + 2 * 12
        let snapshot = controlSnapshot(picker(selection: 1).pickerStyle(.segmented))
        XCTAssertEqual(snapshot.size, CGSize(width: 3 * segment, height: 32))
        let drawn = fills(snapshot.displayList)
        XCTAssertEqual(drawn.map(\.rect), [CGRect(x: 0, y: 0, width: 3 * segment, height: 32),
                                           CGRect(x: segment + 2, y: 2, width: segment - 4, height: 28)])
        XCTAssertEqual(drawn.last?.color, DisplayList.RGBA(red: 1, green: 1, blue: 1))
        let labels = texts(snapshot.displayList)
        XCTAssertEqual(labels.map(\.string), ["A", "BBB", "CC"])
        XCTAssertEqual(labels.map(\.origin.x), [segment / 2 - 3.5, segment * 1.5 - 10, segment * 2.5 - 6.5])
    }

    func testASegmentedPickerTakesTheProposedWidth() {
        let snapshot = controlSnapshot(picker(selection: 2).pickerStyle(.segmented), width: 300, height: 100)
        XCTAssertEqual(snapshot.size, CGSize(width: 300, height: 32))
        XCTAssertEqual(fills(snapshot.displayList).last?.rect, CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    func testASelectionNoOptionHasShowsNoThumb() {
        let snapshot = controlSnapshot(picker(selection: 7).pickerStyle(.segmented), width: 300)
        XCTAssertEqual(fills(snapshot.displayList).last?.rect.size, .zero, "the thumb has no size")
    }

    func testTheMenuStyleShowsTheSelectedOptionInTheAccentColour() {
        for view in [AnyView(picker(selection: 2)), AnyView(picker(selection: 2).pickerStyle(.menu)), AnyView(picker(selection: 2).pickerStyle(.automatic))] {
            let snapshot = controlSnapshot(view)
            XCTAssertEqual(snapshot.size, CGSize(width: 15, height: 10), "as wide as the widest option")
            XCTAssertEqual(texts(snapshot.displayList).map(\.string), ["CC"])
            XCTAssertEqual(texts(snapshot.displayList).map(\.color), [DisplayList.RGBA(Color.accentColor)])
        }
    }

    func testOptionsFromForEachAreTagged() {
        let snapshot = controlSnapshot(Picker("N", selection: .constant("b")) {
            ForEach(["a", "b"], id: \.self) { Text($0).tag($0) }
        }.pickerStyle(.segmented))
        XCTAssertEqual(fills(snapshot.displayList).last?.rect.minX, 7 + 24 + 2)
    }

    /// SwiftUI tags an option that a `ForEach` makes with its element's identifier when it sets no
    /// `tag(_:)` (the article's picker relies on it, Docs/Seeds.md): "b" is selected, so the thumb
    /// is on the second segment, as with explicit tags above (7 + 24 + 2).
    func testForEachOptionsWithoutTagsAreTaggedWithTheirIdentifiers() {
        let snapshot = controlSnapshot(Picker("N", selection: .constant("b")) {
            ForEach(["a", "b"], id: \.self) { Text($0) }
        }.pickerStyle(.segmented))
        XCTAssertEqual(fills(snapshot.displayList).last?.rect.minX, 7 + 24 + 2)
    }

    /// An explicit tag wins over the implicit one: the options are tagged 10 and 11, so selection
    /// 11 is the second segment.
    func testAnExplicitTagWinsOverTheForEachIdentifier() {
        let snapshot = controlSnapshot(Picker("N", selection: .constant(11)) {
            ForEach(0..<2, id: \.self) { Text("\($0 == 0 ? "a" : "b")").tag($0 + 10) }
        }.pickerStyle(.segmented))
        XCTAssertEqual(fills(snapshot.displayList).last?.rect.minX, 7 + 24 + 2)
    }

    /// In a menu picker, implicitly tagged options other than the selected one are hidden, as
    /// explicitly tagged ones are: only "b" is drawn.
    func testMenuHidesImplicitlyTaggedOptionsNotSelected() {
        let snapshot = controlSnapshot(Picker("N", selection: .constant("b")) {
            ForEach(["a", "b"], id: \.self) { Text($0) }
        })
        XCTAssertEqual(texts(snapshot.displayList).map(\.string), ["b"])
    }
}
