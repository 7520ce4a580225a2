import Arrange
import Foundation

// Oracle cases about Text. Their absolute numbers were measured with San Francisco; Arrange measures
// with its bundled Inter (Docs/Differences.md, "Text and fonts"), so each case is checked by the
// rules and relations it states, which hold whatever the font.

let oracleTextCases: [(String, OracleCase)] = [
    // Text("Hello world") answered 85.33 × 20.33 (SF 17 pt) for .unspecified and .infinity, 0 × 0 when
    // an axis is 0, the ideal size for a wide but short proposal, and wraps below the ideal width.
    ("fbm-text-proposal-modes", .custom { _, report in
        let text = Text("Hello world")
        func size(_ proposal: ProposedViewSize) -> CGSize { LayoutSnapshot(of: text, proposal: proposal).size }
        let ideal = size(.unspecified)
        report.compare(".infinity gives the .unspecified (ideal) size", actual: size(.infinity), expected: ideal)
        report.compare("width 0 gives 0 × 0", actual: size(ProposedViewSize(width: 0, height: 100)), expected: .zero)
        report.compare("height 0 gives 0 × 0", actual: size(ProposedViewSize(width: 100, height: 0)), expected: .zero)
        report.compare("wider than ideal, shorter than a line: the ideal size",
                       actual: size(ProposedViewSize(width: ideal.width + 50, height: ideal.height / 2)), expected: ideal)
        let narrow = size(ProposedViewSize(width: ideal.width * 0.75, height: nil))
        if !(narrow.width <= ideal.width * 0.75) { report.fail("a narrower width must wrap within it: \(narrow)") }
        report.compare("a narrower width wraps onto two lines", actual: narrow.height, expected: ideal.height * 2)
    }),

    // ViewThatFits(in: .vertical) measures each Text at the given width 200 with an unspecified
    // height: Text 1 wraps taller than 100 and is rejected, Text 2 is selected.
    ("fbm-viewthatfits-vertical-uses-parent-width", .custom { fixture, report in
        let view = ViewThatFits(in: .vertical) {
            Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.").id("Text 1")
            Text("2: In addition, some views believe that:").id("Text 2")
        }
        .border(.blue).frame(width: 200, height: 100, alignment: .top).border(.red)
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        report.snapshots.append(snapshot.description)
        let selected = fixture.expected["selected"] as? String ?? "?"
        for candidate in ["Text 1", "Text 2"] {
            let shown = snapshot.frame(of: candidate) != nil
            if shown != (candidate == selected) { report.fail("\(candidate) \(shown ? "shown" : "not shown"); expected \(selected) selected") }
        }
    }),

    // Spacers get no spacing: both spacers are (300 − text width) / 2 wide and the text touches them.
    ("fbm-no-spacing-next-to-spacer", .custom { _, report in
        let view = HStack {
            Spacer(minLength: 0).id("spacer1")
            Text("Hello world").id("text")
            Spacer(minLength: 0).id("spacer2")
        }.frame(width: 300, height: 60)
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 60))
        report.snapshots.append(snapshot.description)
        guard let spacer1 = snapshot.frame(of: "spacer1"), let text = snapshot.frame(of: "text"), let spacer2 = snapshot.frame(of: "spacer2") else {
            report.fail("a view has no frame")
            return
        }
        report.compare("spacer1.width == (300 − text.width) / 2", actual: spacer1.width, expected: (300 - text.width) / 2)
        report.compare("spacer2.width == (300 − text.width) / 2", actual: spacer2.width, expected: (300 - text.width) / 2)
        report.compare("text.minX == spacer1.maxX", actual: text.minX, expected: spacer1.maxX)
        report.compare("spacer2.minX == text.maxX", actual: spacer2.minX, expected: text.maxX)
    }),
    // Grid docs (gridCellUnsizedAxes): a Divider row takes all the offered width and every column
    // widens to match; with `.gridCellUnsizedAxes(.horizontal)` the divider takes the width the other
    // rows give the grid, which is the grid's width without the divider.
    ("doc-grid-divider-unsized", .custom { _, report in
        let screen = ProposedViewSize(width: 390, height: 844)
        func grid(divider: Bool, unsized: Bool) -> some View {
            Grid {
                GridRow { Text("Hello"); Image(systemName: "globe") }
                if divider {
                    if unsized { Divider().gridCellUnsizedAxes(.horizontal).id("divider") } else { Divider().id("divider") }
                }
                GridRow { Image(systemName: "hand.wave"); Text("World") }
            }.id("grid")
        }
        let plain = LayoutSnapshot(of: grid(divider: true, unsized: false), proposal: screen)
        report.snapshots.append(plain.description)
        report.compare("without the modifier the grid is as wide as the proposal", actual: plain.frame(of: "grid")?.width, expected: 390)
        let bare = LayoutSnapshot(of: grid(divider: false, unsized: false), proposal: screen)
        let unsized = LayoutSnapshot(of: grid(divider: true, unsized: true), proposal: screen)
        report.snapshots.append(unsized.description)
        let bareWidth = bare.frame(of: "grid")?.width
        if !((bareWidth ?? 390) < 390) { report.fail("the grid without a divider must be narrower than the screen: \(String(describing: bareWidth))") }
        report.compare("with .gridCellUnsizedAxes(.horizontal) the grid is as wide as without the divider",
                       actual: unsized.frame(of: "grid")?.width, expected: bareWidth ?? -1)
        report.compare("the unsized divider is as wide as that grid", actual: unsized.frame(of: "divider")?.width, expected: bareWidth ?? -1)
    }),
]
