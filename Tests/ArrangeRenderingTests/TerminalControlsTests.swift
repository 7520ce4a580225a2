import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Controls drawn in a terminal: composed of shapes and text, they need nothing of their own.
final class TerminalControlsTests: XCTestCase {
    func testAControlPanel() {
        let panel = VStack(alignment: .leading, spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Guests", value: .constant(2), in: 0...5)
            ProgressView(value: 0.5).padding(.vertical, 6)
            Button("Save") {}.buttonStyle(.bordered)
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }
            .pickerStyle(.segmented)
        }
        .padding(8)
        .border(Color.gray)
        let snapshot = LayoutSnapshot(of: panel.font(.system(size: 10)), in: CGSize(width: 192, height: 176), environment: boxEnvironment())
        let grid = TerminalRenderer().grid(snapshot.displayList)
        assertSnapshot(grid.plainText, named: "terminal-control-panel")
        // The progress bar is a line: the tint over the filled half, the track's gray after it.
        XCTAssertEqual(grid[column: 1, row: 5].foreground, DisplayList.RGBA(Color.accentColor))
        XCTAssertEqual(grid[column: 22, row: 5].foreground?.bytes.red, 228)
        // The switch is on: green behind its leading cells, the white knob at its trailing end.
        XCTAssertEqual(grid[column: 17, row: 2].background, DisplayList.RGBA(Color.green))
        XCTAssertEqual(grid[column: 21, row: 2].background, DisplayList.RGBA(Color.white))
    }
}
