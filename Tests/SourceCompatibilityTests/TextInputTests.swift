import XCTest
import Foundation
import Arrange

/// Text input written as SwiftUI code in the Swift 6 language mode: a sign-in form with a
/// `TextField`, a `SecureField` and a `TextEditor`, `FocusState` moving focus on submit, the
/// input traits, and the text field styles (see `IsolationTests` for why each synchronous test
/// enters the main actor).

/// A sign-in form in the style of Apple's "TextField" documentation: Return in the user name
/// moves focus to the password; Return in the password signs in.
struct SignInForm: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @State private var bio = ""
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("User name (email address)", text: $username)
                .focused($focusedField, equals: .username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
                .textFieldStyle(.roundedBorder)
                .id("username")
            SecureField("Password", text: $password, prompt: Text("Required"))
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(of: .text) { signedIn = !username.isEmpty && !password.isEmpty }
            TextField("Bio", text: $bio, axis: .vertical)
                .lineLimit(2...4)
                .textFieldStyle(.plain)
            TextEditor(text: $bio)
                .frame(height: 80)
            Text(signedIn ? "Welcome, \(username)" : "Signed out").id("status")
        }
        .padding()
    }
}

/// Value controls as Apple's "Slider" documentation writes them.
struct VolumeControls: View {
    @State private var speed = 50.0
    @State private var isEditing = false
    @State private var brightness = 0.5

    var body: some View {
        VStack {
            Slider(value: $speed, in: 0...100, step: 5) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            .id("speed")
            Text("\(Int(speed))").foregroundColor(isEditing ? .red : .blue).id("value")
            Slider(value: $brightness).tint(.orange)
            Slider(value: $brightness, in: 0...1) { Text("Brightness") }
        }
        .padding()
    }
}

/// An event editor with date pickers, as Apple's "DatePicker" documentation writes them.
struct EventEditor: View {
    @State private var start = Date(timeIntervalSince1970: 0)
    @State private var birthday = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack {
            DatePicker("Start Date", selection: $start)
            DatePicker(selection: $birthday, displayedComponents: [.date]) {
                Text("Birthday")
            }
            .datePickerStyle(.compact)
            DatePicker("Alarm", selection: $start, displayedComponents: .hourAndMinute)
                .datePickerStyle(.automatic)
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .padding()
    }
}

final class TextInputTests: XCTestCase {
    func testDatePickersShowTheirDates() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: EventEditor(), size: CGSize(width: 390, height: 300))
            let drawn = host.displayList.items.compactMap { item -> String? in
                if case .glyphs(let run) = item.content { return run.string }
                return nil
            }
            XCTAssertEqual(drawn, ["Start Date", "Jan 1, 1970", "12:00 AM", "Birthday", "Jan 1, 1970", "Alarm", "12:00 AM"])
        }
    }

    func testASliderIsDraggedAsSwiftUICodeExpects() throws {
        try MainActor.assumeIsolated {
            let host = ViewHost(rootView: VolumeControls(), size: CGSize(width: 390, height: 300))
            let frame = try XCTUnwrap(host.frame(of: "speed"))
            // Pressed on the track's middle and dragged past its end: the value is the maximum.
            host.pointerDown(at: CGPoint(x: frame.midX, y: frame.midY))
            host.pointerMove(to: CGPoint(x: frame.maxX + 100, y: frame.midY))
            host.pointerUp(at: CGPoint(x: frame.maxX + 100, y: frame.midY))
            let drawn = host.displayList.items.compactMap { item -> String? in
                if case .glyphs(let run) = item.content { return run.string }
                return nil
            }
            XCTAssertEqual(drawn.filter { $0 == "100" }.count, 2, "the maximum label and the value: \(drawn)")
        }
    }

    func testTheSignInFormIsTypedAndSubmittedWithTheKeyboard() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: SignInForm(), size: CGSize(width: 390, height: 844))
            XCTAssertTrue(host.tap(on: "username"))
            host.type("ada@example.com")
            host.press(.return)                 // onSubmit moves focus to the password
            host.type("secret")
            host.press(.return)                 // signs in
            let drawn = host.displayList.items.compactMap { item -> String? in
                if case .glyphs(let run) = item.content { return run.string }
                return nil
            }
            XCTAssertTrue(drawn.contains("Welcome, ada@example.com"), "\(drawn)")
            XCTAssertTrue(drawn.contains(String(repeating: "\u{2022}", count: 6)), "\(drawn)")
        }
    }

    func testStylesAndSelectionTypesAreSwiftUIs() {
        MainActor.assumeIsolated {
            let styles: [any TextFieldStyle] = [.automatic, .plain, .roundedBorder, DefaultTextFieldStyle(), PlainTextFieldStyle(), RoundedBorderTextFieldStyle()]
            XCTAssertEqual(styles.count, 6)
            let text = "Hello"
            let selection = TextSelection(range: text.startIndex..<text.endIndex)
            XCTAssertFalse(selection.isInsertion)
            XCTAssertTrue(TextSelection(insertionPoint: text.endIndex).isInsertion)
            let triggers: SubmitTriggers = [.text, .search]
            XCTAssertTrue(triggers.contains(.search))
            let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .return, .next, .continue]
            XCTAssertEqual(Set(labels).count, 9)
            var environment = EnvironmentValues()
            environment.autocorrectionDisabled = true
            XCTAssertTrue(environment.autocorrectionDisabled)
        }
    }
}
