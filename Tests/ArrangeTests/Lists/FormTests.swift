import XCTest
@testable import Arrange

/// Forms: an inset grouped list whose rows draw controls as iOS's forms do (label at the leading
/// edge, control or value at the trailing edge). Frames from ListTestSupport.swift; a header of
/// footnote text takes 17 + 13 + 7 = 37 points, so the first row starts at 37. Row content is
/// proposed 390 − 2 × 16 − 2 × 20 = 318 wide, at x = 36.
final class FormTests: XCTestCase {
    private let secondary = DisplayList.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

    private func settings() -> some View {
        Form {
            Section("Display") {
                Toggle("Dark", isOn: .constant(true)).id("toggle")
                LabeledContent("Version", value: "17").id("labeled")
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("Medium").tag(1)
                }
                .id("picker")
                Stepper("Count", value: .constant(1), in: 0...5).id("stepper")
            }
        }
    }

    /// Toggle: 31 tall (a UISwitch), in a 44-point row (31 + 12 < 44): y = 37 + 6 + 0.5; as wide
    /// as the content (318). LabeledContent: the next row, 81…125, its line at 81 + 17. Stepper:
    /// 32 tall, in the fourth row (37 + 3 × 44 = 169), at 169 + 6.
    func testFormRowFrames() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(settings())
            assertFrame(snapshot.frame(of: "toggle"), 36, 43.5, 318, 31)
            assertFrame(snapshot.frame(of: "labeled"), 36, 81 + textOffsetInRow, 318, 10)
            XCTAssertEqual(snapshot.frame(of: "picker")?.minX, 36)
            XCTAssertEqual(snapshot.frame(of: "picker")?.width, 318)
            assertFrame(snapshot.frame(of: "stepper"), 36, 169 + 6, 318, 32)
        }
    }

    /// A form is inset grouped whatever the list style in its environment.
    func testAFormIsAlwaysInsetGrouped() {
        MainActor.assumeIsolated {
            assertFrame(listSnapshot(settings().listStyle(.plain)).frame(of: "toggle"), 36, 43.5, 318, 31)
        }
    }

    /// The picker row shows its label and only the selected option, in the secondary style,
    /// with the up/down chevrons (a placeholder symbol until icons are drawn).
    func testPickerRowShowsLabelAndSelection() {
        MainActor.assumeIsolated {
            let drawn = texts(listSnapshot(settings()).displayList)
            XCTAssertTrue(drawn.contains { $0.string == "Size" })
            XCTAssertTrue(drawn.contains { $0.string == "Medium" })
            XCTAssertFalse(drawn.contains { $0.string == "S" }, "the other options are hidden")
            let medium = drawn.first { $0.string == "Medium" }
            XCTAssertEqual(medium?.color.red ?? 0, 60 / 255, accuracy: 0.01, "secondary, not the accent colour")
            XCTAssertGreaterThan(medium?.origin.x ?? 0, 200, "at the trailing edge")
        }
    }

    /// `.navigationLink` is accepted and draws the same row with a chevron.right.
    func testNavigationLinkPickerStyleInARow() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(Form {
                Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("Medium").tag(1) }
                    .pickerStyle(.navigationLink)
            })
            XCTAssertTrue(texts(snapshot.displayList).contains { $0.string == "Medium" })
            XCTAssertEqual(EnvironmentValues().pickerStyleKind, .menu)
        }
    }

    /// Each row's content has `isInListRow` set; outside a list it is false.
    func testRowsSetIsInListRow() {
        MainActor.assumeIsolated {
            let probe = EnvironmentReader { environment in Text(environment.isInListRow ? "in row" : "outside") }
            XCTAssertEqual(texts(listSnapshot(Form { probe }).displayList).map(\.string), ["in row"])
            XCTAssertEqual(texts(listSnapshot(List { probe }.listStyle(.plain)).displayList).map(\.string), ["in row"])
            XCTAssertEqual(texts(listSnapshot(probe).displayList).map(\.string), ["outside"])
        }
    }

    /// A button in a form row: its title in the accent colour at the leading edge.
    func testButtonRow() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(Form { Button("Sign Out") {}.id("b") })
            XCTAssertEqual(snapshot.frame(of: "b")?.minX, 36)
            XCTAssertEqual(texts(snapshot.displayList).first?.color, DisplayList.RGBA(Color.accentColor))
        }
    }
}
