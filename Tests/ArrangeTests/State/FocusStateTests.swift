import XCTest
@testable import Arrange

/// `@FocusState` with `focused(_:equals:)` and `focused(_:)`. SwiftUI's documentation: "Use this
/// property wrapper in conjunction with focused(_:equals:) and focused(_:) to describe views whose
/// appearance and contents relate to the location of focus"; the value is the bound value while
/// the view is focused and nil (false) otherwise, and setting it moves focus.
final class FocusStateTests: XCTestCase {
    enum Field: Hashable { case name, email }

    struct Form: View {
        let log: EventLog
        @FocusState var field: Field?
        @FocusState var isSubmitFocused: Bool
        var body: some View {
            VStack(spacing: 0) {
                Button(action: {}) { Color.red.frame(width: 40, height: 20) }.id("name").focused($field, equals: .name)
                Button(action: {}) { Color.green.frame(width: 40, height: 20) }.id("email").focused($field, equals: .email)
                Button(action: { field = .email }) { Color.blue.frame(width: 40, height: 20) }.id("jump").focused($isSubmitFocused)
                Button(action: { field = nil }) { Color.gray.frame(width: 40, height: 20) }.id("clear")
            }
            .onChange(of: field) { _, new in log.events.append("field \(new.map { "\($0)" } ?? "nil")") }
            .onChange(of: isSubmitFocused) { _, new in log.events.append("submit \(new)") }
        }
    }

    func testMovingFocusUpdatesTheFocusStates() {
        let log = EventLog()
        let host = makeHost(Form(log: log))
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "jump"))
        XCTAssertEqual(log.events, ["field name", "field email", "field nil", "submit true"])
    }

    func testSettingTheFocusStateMovesFocus() {
        let log = EventLog()
        let host = makeHost(Form(log: log))
        host.tap(on: "jump") // sets field = .email
        XCTAssertEqual(host.focusedFrame, host.frame(of: "email"))
        host.press(.tab) // on to the next: "jump"
        XCTAssertEqual(host.focusedFrame, host.frame(of: "jump"))
        host.press(.tab, modifiers: .shift)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "email"))
        host.tap(on: "clear") // sets field = nil: focus leaves the email button
        XCTAssertNil(host.focusedFrame)
    }
}
