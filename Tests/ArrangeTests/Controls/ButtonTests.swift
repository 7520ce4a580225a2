import XCTest
@testable import Arrange

/// Buttons and their styles, sized from a 10 pt box label ("Hi": 10 × 10).
final class ButtonTests: XCTestCase {
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)

    func testAutomaticIsBorderlessTheAccentColouredLabelAtItsSize() {
        for button in [AnyView(Button("Hi") {}), AnyView(Button("Hi") {}.buttonStyle(.automatic)), AnyView(Button("Hi") {}.buttonStyle(.borderless))] {
            let snapshot = controlSnapshot(button, width: 300, height: 300)
            XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 10))
            XCTAssertTrue(fills(snapshot.displayList).isEmpty)
            XCTAssertEqual(texts(snapshot.displayList).map(\.color), [accent])
        }
    }

    func testPlainIsTheLabelAsItIs() {
        let snapshot = controlSnapshot(Button("Hi") {}.buttonStyle(.plain))
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(texts(snapshot.displayList).map(\.color), [.black])
    }

    func testBorderedPadsTheLabelTwelveByFourteenOnATranslucentAccentBackground() {
        let snapshot = controlSnapshot(Button("Hi") {}.buttonStyle(.bordered), width: 300, height: 300)
        XCTAssertEqual(snapshot.size, CGSize(width: 10 + 2 * 12, height: 10 + 2 * 7))
        var translucent = accent
        translucent.opacity = 0.15
        XCTAssertEqual(fills(snapshot.displayList).map(\.color), [translucent])
        XCTAssertEqual(fills(snapshot.displayList).map(\.rect), [CGRect(x: 0, y: 0, width: 34, height: 24)])
        XCTAssertEqual(texts(snapshot.displayList).map(\.color), [accent])
        XCTAssertEqual(texts(snapshot.displayList).first?.origin.x, 12)
    }

    func testBorderedProminentIsAWhiteLabelOnTheAccentColour() {
        let snapshot = controlSnapshot(Button("Hi") {}.buttonStyle(.borderedProminent))
        XCTAssertEqual(snapshot.size, CGSize(width: 34, height: 24))
        XCTAssertEqual(fills(snapshot.displayList).map(\.color), [accent])
        XCTAssertEqual(texts(snapshot.displayList).map(\.color), [DisplayList.RGBA(red: 1, green: 1, blue: 1)])
    }

    func testTheStyleAppliesToEveryButtonInside() {
        let snapshot = controlSnapshot(VStack(spacing: 0) {
            Button("Hi") {}
            Button(action: {}) { Text("Yes") }
        }.buttonStyle(.bordered))
        XCTAssertEqual(snapshot.size, CGSize(width: 15 + 24, height: 2 * 24))
    }

    func testCustomButtonStyles() {
        struct Padded: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Color.yellow)
            }
        }
        XCTAssertEqual(controlSnapshot(Button("Hi") {}.buttonStyle(Padded())).size, CGSize(width: 26, height: 26))

        final class Counter { var count = 0 }
        struct Triggering: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.trigger()
                return configuration.label
            }
        }
        let counter = Counter()
        _ = controlSnapshot(Button("Hi") { counter.count += 1 }.buttonStyle(Triggering()))
        XCTAssertEqual(counter.count, 1, "the button stores its action and a style can trigger it")
    }
}
