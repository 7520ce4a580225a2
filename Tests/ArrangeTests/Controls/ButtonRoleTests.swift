import XCTest
@testable import Arrange

/// `ButtonRole` and `Button(_:role:action:)`: the role reaches the style's configuration, and the
/// built-in styles draw a destructive button in iOS's `systemRed` (255 59 48, Apple's Human
/// Interface Guidelines, "Color": "Specifications", light appearance), Docs/Differences.md "Styles:
/// progress, group box, labeled content, button roles".
final class ButtonRoleTests: XCTestCase {
    private let red = DisplayList.RGBA(red: 1, green: 59 / 255, blue: 48 / 255)
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)

    func testTheRoleReachesButtonAndPrimitiveStyles() {
        final class Seen { var roles: [ButtonRole?] = [] }
        let seen = Seen()
        struct Recording: ButtonStyle {
            let seen: Seen
            func makeBody(configuration: Configuration) -> some View {
                seen.roles.append(configuration.role)
                return configuration.label
            }
        }
        struct PrimitiveRecording: PrimitiveButtonStyle {
            let seen: Seen
            func makeBody(configuration: Configuration) -> some View {
                seen.roles.append(configuration.role)
                return configuration.label
            }
        }
        _ = controlSnapshot(VStack {
            Button("Delete", role: .destructive) {}
            Button(role: .cancel, action: {}) { Text("Cancel") }
            Button("Plain") {}
        }.buttonStyle(Recording(seen: seen)))
        _ = controlSnapshot(Button("Delete", role: .destructive) {}.buttonStyle(PrimitiveRecording(seen: seen)))
        XCTAssertEqual(seen.roles, [.destructive, .cancel, nil, .destructive])
    }

    func testRolesAreDistinctValues() {
        XCTAssertNotEqual(ButtonRole.destructive, ButtonRole.cancel)
        XCTAssertEqual(ButtonRole.destructive, ButtonRole.destructive)
    }

    func testADestructiveButtonIsRedInTheBuiltInStyles() {
        // Borderless (the automatic style on iOS): the label in red, no background.
        let borderless = controlSnapshot(Button("Hi", role: .destructive) {})
        XCTAssertEqual(texts(borderless.displayList).map(\.color), [red])
        // Bordered: the label in red on red at 15 % (the bordered style's opacity, ButtonTests).
        let bordered = controlSnapshot(Button("Hi", role: .destructive) {}.buttonStyle(.bordered))
        var translucent = red
        translucent.opacity = 0.15
        XCTAssertEqual(fills(bordered.displayList).map(\.color), [translucent])
        XCTAssertEqual(texts(bordered.displayList).map(\.color), [red])
        // Bordered prominent: a white label on red.
        let prominent = controlSnapshot(Button("Hi", role: .destructive) {}.buttonStyle(.borderedProminent))
        XCTAssertEqual(fills(prominent.displayList).map(\.color), [red])
        XCTAssertEqual(texts(prominent.displayList).map(\.color), [DisplayList.RGBA(red: 1, green: 1, blue: 1)])
    }

    func testACancelButtonDrawsAsAButtonWithoutARole() {
        let snapshot = controlSnapshot(Button("Hi", role: .cancel) {})
        XCTAssertEqual(texts(snapshot.displayList).map(\.color), [accent])
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 10))
    }

    func testARoleButtonStillRunsItsAction() {
        MainActor.assumeIsolated {
            final class Counter { var count = 0 }
            let counter = Counter()
            let host = ViewHost(rootView: Button("Delete", role: .destructive) { counter.count += 1 }.font(.system(size: 10)).id("b"),
                                size: CGSize(width: 100, height: 100))
            XCTAssertTrue(host.tap(on: "b"))
            XCTAssertEqual(counter.count, 1)
        }
    }
}
