import XCTest
@testable import Arrange

/// Label, toggle and bordered-button styles, control sizes and button border shapes, sized from
/// 10 pt box labels ("Hi": 10 × 10, a character 5 points wide) and the iOS figures each style
/// states in its documentation.
final class ControlStyleTests: XCTestCase {
    private let accent = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)
    private var icon: some View { Color.red.frame(width: 16, height: 16) }

    /// `.titleOnly` is the title's size, `.iconOnly` the icon's; `.titleAndIcon` and `.automatic`
    /// are the same `HStack` of icon and title, as tall as the taller (the 16-point icon).
    func testLabelStylesShowTheTitleTheIconOrBoth() {
        func label() -> some View { Label { Text("Hi") } icon: { icon } }
        XCTAssertEqual(controlSnapshot(label().labelStyle(.titleOnly)).size, CGSize(width: 10, height: 10))
        XCTAssertEqual(controlSnapshot(label().labelStyle(.iconOnly)).size, CGSize(width: 16, height: 16))
        let both = controlSnapshot(label()).size
        XCTAssertEqual(controlSnapshot(label().labelStyle(.titleAndIcon)).size, both)
        XCTAssertEqual(controlSnapshot(label().labelStyle(.automatic)).size, both)
        XCTAssertEqual(both.height, 16)
    }

    /// A label style set on a container reaches every label inside (Apple's `labelStyle(_:)`:
    /// "Sets the style for labels within this view").
    func testTheLabelStyleReachesEveryLabelInside() {
        let snapshot = controlSnapshot(VStack(spacing: 0) {
            Label { Text("Hi") } icon: { icon }
            HStack { Label { Text("Hello") } icon: { icon } }
        }.labelStyle(.iconOnly))
        XCTAssertEqual(snapshot.size, CGSize(width: 16, height: 32))
        XCTAssertTrue(texts(snapshot.displayList).isEmpty)
    }

    /// A custom style gets the title and icon from its configuration.
    func testACustomLabelStylePlacesTitleAndIcon() {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) { configuration.icon; configuration.title }
            }
        }
        let snapshot = controlSnapshot(Label { Text("Hi") } icon: { icon.id("icon") }.labelStyle(Stacked()))
        XCTAssertEqual(snapshot.size, CGSize(width: 16, height: 16 + 2 + 10))
        XCTAssertEqual(snapshot.frame(of: "icon"), CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    /// `.automatic` and `.switch` are the 51 × 31 switch (the frame of a `UISwitch` on iOS,
    /// Docs/Differences.md, "Styles") trailing.
    func testAutomaticAndSwitchToggleStylesAreTheSwitch() {
        for style in [AnyView(Toggle("Hi", isOn: .constant(true)).toggleStyle(.automatic)),
                      AnyView(Toggle("Hi", isOn: .constant(true)).toggleStyle(.switch))] {
            let snapshot = controlSnapshot(style, width: 200)
            XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 31))
            XCTAssertEqual(fills(snapshot.displayList).first?.rect, CGRect(x: 200 - 51, y: 0, width: 51, height: 31))
        }
    }

    /// `.button` is the label padded as a regular bordered button (12 by 7, `BorderedButtonStyle`)
    /// in the tint, with the bordered button's 15 % background when on and none when off, and
    /// taps flip the binding.
    func testButtonToggleStyleIsABorderedButtonWhenOn() {
        let on = controlSnapshot(Toggle("Hi", isOn: .constant(true)).toggleStyle(.button), width: 200)
        XCTAssertEqual(on.size, CGSize(width: 10 + 24, height: 10 + 14))
        var translucent = accent
        translucent.opacity = 0.15
        XCTAssertEqual(fills(on.displayList).map(\.color), [translucent])
        XCTAssertEqual(texts(on.displayList).map(\.color), [accent])
        let off = controlSnapshot(Toggle("Hi", isOn: .constant(false)).toggleStyle(.button), width: 200)
        XCTAssertEqual(off.size, on.size)
        XCTAssertTrue(fills(off.displayList).allSatisfy { $0.color.opacity == 0 })

        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let host = ViewHost(rootView: Toggle("Hi", isOn: binding).toggleStyle(.button).id("t"), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "t"))
        XCTAssertTrue(stored)
    }

    /// A custom toggle style reads `isOn` and writes through `$isOn`.
    func testACustomToggleStyleReadsAndWritesTheBinding() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                let binding = configuration.$isOn
                HStack(spacing: 4) {
                    Color.blue.frame(width: configuration.isOn ? 20 : 10, height: 10).id("box")
                        .onTapGesture { binding.wrappedValue.toggle() }
                    configuration.label
                }
            }
        }
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let host = ViewHost(rootView: Toggle("Hi", isOn: binding).toggleStyle(Check()), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "box")?.width, 10)
        XCTAssertTrue(host.tap(on: "box"))
        XCTAssertTrue(stored)
        host.update(rootView: Toggle("Hi", isOn: binding).toggleStyle(Check()))
        XCTAssertEqual(host.frame(of: "box")?.width, 20)
    }

    /// Control sizes change a bordered button's padding and font (`BorderedButtonMetrics`):
    /// small and mini 10 by 5 in subheadline (15 pt, so "Hi" is 15 × 15 in box metrics),
    /// regular 12 by 7, large and extra large 20 by 14.
    func testControlSizeSetsBorderedButtonPaddingAndFont() {
        func size(_ controlSize: ControlSize) -> CGSize {
            controlSnapshot(Button("Hi") {}.buttonStyle(.bordered).controlSize(controlSize)).size
        }
        XCTAssertEqual(size(.mini), CGSize(width: 15 + 20, height: 15 + 10))
        XCTAssertEqual(size(.small), CGSize(width: 15 + 20, height: 15 + 10))
        XCTAssertEqual(size(.regular), CGSize(width: 10 + 24, height: 10 + 14))
        XCTAssertEqual(size(.large), CGSize(width: 10 + 40, height: 10 + 28))
        XCTAssertEqual(size(.extraLarge), CGSize(width: 10 + 40, height: 10 + 28))
        let prominent = controlSnapshot(Button("Hi") {}.buttonStyle(.borderedProminent).controlSize(.large)).size
        XCTAssertEqual(prominent, CGSize(width: 50, height: 38))
        XCTAssertEqual(EnvironmentValues().controlSize, .regular)
        XCTAssertEqual(ControlSize.allCases.count, 5)
    }

    /// The border shape is the outline of a bordered button's background: a capsule, a circle,
    /// a rounded rectangle of a given radius, or (automatic, `.roundedRectangle`) one of the
    /// control size's radius (8 at regular, 12 at large).
    func testButtonBorderShapeOutlinesTheBackground() {
        let rect = CGRect(x: 0, y: 0, width: 34, height: 24)
        func path(_ shape: ButtonBorderShape, _ controlSize: ControlSize = .regular) -> Path? {
            let snapshot = controlSnapshot(Button("Hi") {}.buttonStyle(.bordered).buttonBorderShape(shape).controlSize(controlSize))
            return snapshot.displayList.items.compactMap { item -> Path? in
                if case .fill(let path, _, _) = item.content { return path }
                return nil
            }.first
        }
        XCTAssertEqual(path(.capsule), Capsule().path(in: rect))
        XCTAssertEqual(path(.circle), Circle().path(in: rect))
        XCTAssertEqual(path(.roundedRectangle(radius: 3)), RoundedRectangle(cornerRadius: 3).path(in: rect))
        XCTAssertEqual(path(.roundedRectangle), RoundedRectangle(cornerRadius: 8).path(in: rect))
        XCTAssertEqual(path(.automatic), RoundedRectangle(cornerRadius: 8).path(in: rect))
        XCTAssertEqual(path(.automatic, .large), RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 0, y: 0, width: 50, height: 38)))
        // Bad radii count as 0 rather than drawing garbage.
        XCTAssertEqual(ButtonBorderShape.roundedRectangle(radius: -4), .roundedRectangle(radius: 0))
        XCTAssertEqual(ButtonBorderShape.roundedRectangle(radius: .nan), .roundedRectangle(radius: 0))
        XCTAssertEqual(ButtonBorderShape.capsule.path(in: rect), Capsule().path(in: rect))
    }
}
