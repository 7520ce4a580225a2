// The session's leaderboard and voting buttons with measured text (the WWDC22 session's snippets, Docs/Seeds.md:
// "Final Leaderboard", "Buttons helper view", "Final voting buttons view"), written as the seed writes
// them but for the views that don't exist yet: `ProgressView` (a 4-point bar that takes the offered
// width, as iOS's linear progress view does) and `Button` with `.buttonStyle(.bordered)` (the label
// alone).
//
// Widths are Inter Regular's (the bundled body face, 2816 units per em) as HarfBuzz shapes them:
// `hb-shape --font-size=2816 --output-format=json Inter-Regular.otf "Goldfish"` gives 11008 units →
// 11008 · 17/2816 = 66.45 pt at the body size, rounded up to 67 (display scale 1); "Cat" 4660 units
// (28.13 → 29), "Dog" 5420 (32.72 → 33), "25" 3416 (20.62 → 21), "9" 1756 (10.60 → 11), "16" 3064
// (18.50 → 19). A line is (2728 + 680) · 17/2816 = 20.57 → 21 tall (hhea ascender and descender).
// At accessibility3 the body is 40 pt (Human Interface Guidelines): "Goldfish" 156.36 → 157, a line
// 48.41 → 49.
import XCTest
@testable import Arrange

private struct TextButtons: View {
    var pets: [Pet]

    var body: some View {
        ForEach(pets) { pet in
            Text(pet.type)
                .frame(maxWidth: .infinity)
                .id(pet.type)
        }
    }
}

private struct StackedTextButtons: View {
    var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                TextButtons(pets: pets)
            }
            .id("horizontal")
            MyEqualWidthVStack {
                TextButtons(pets: pets)
            }
            .id("vertical")
        }
    }
}

private struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type).id("name \(pet.type)")
                    Color.blue.frame(height: 4).id("bar \(pet.type)") // stands in for ProgressView(value:total:)
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                        .id("votes \(pet.type)")
                }

                Divider().id("divider \(pet.type)")
            }
        }
    }
}

final class SeedMeasuredTextTests: XCTestCase {
    private let pets = Pet.exampleData

    /// Side by side when they fit: every button as wide as the widest label (67), 8 apart
    /// (Docs/LayoutRules.md §3: text is a plain view horizontally): 3 · 67 + 2 · 8 = 217 ≤ 320. (The labels'
    /// ids repeat in both candidates, so the stacks are checked: the labels' ids name the vertical
    /// candidate's views, which are not placed.)
    func testVotingButtonsSideBySide() {
        let s = LayoutSnapshot(of: StackedTextButtons(pets: pets), proposal: ProposedViewSize(width: 320, height: 400))
        assertFrame(s.frame(of: "horizontal"), 0, 0, 217, 21)
        XCTAssertNil(s.frame(of: "vertical"))
    }

    /// Stacked when 217 points don't fit: still equal width, one line (21) each, 0 apart (two texts
    /// are their line gap apart, 0 for Inter: Docs/LayoutRules.md §3).
    func testVotingButtonsStackWhenNarrow() {
        let s = LayoutSnapshot(of: StackedTextButtons(pets: pets), proposal: ProposedViewSize(width: 200, height: 400))
        XCTAssertNil(s.frame(of: "horizontal"))
        assertFrame(s.frame(of: "Cat"), 0, 0, 67, 21)
        assertFrame(s.frame(of: "Goldfish"), 0, 21, 67, 21)
        assertFrame(s.frame(of: "Dog"), 0, 42, 67, 21)
    }

    /// The session's demo: raising the dynamic type size makes the labels too wide to sit side by
    /// side (3 · 157 + 16 = 487 > 320), so the buttons stack.
    func testLargeDynamicTypeStacksTheButtons() {
        let view = StackedTextButtons(pets: pets).dynamicTypeSize(.accessibility3)
        let s = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 320, height: 400))
        assertFrame(s.frame(of: "Cat"), 0, 0, 157, 49)
        assertFrame(s.frame(of: "Goldfish"), 0, 49, 157, 49)
        assertFrame(s.frame(of: "Dog"), 0, 98, 157, 49)
    }

    /// The leaderboard in 300 points: names leading in a 67-wide column (Goldfish), counts trailing
    /// in a 21-wide column ("25"), the bars take the rest: 300 − 2 · 8 − 67 − 21 = 196, from
    /// 67 + 8 = 75; counts end at 300. Rows are a line (21) tall; each is followed by a 1-point
    /// divider row spanning the grid, 8 apart: the second name is at 21 + 8 + 1 + 8 = 38.
    func testLeaderboardWithMeasuredText() {
        let s = LayoutSnapshot(of: Leaderboard(pets: pets, totalVotes: 50), proposal: ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(s.size.width, 300)
        assertFrame(s.frame(of: "name Goldfish"), 0, 38, 67, 21)
        assertFrame(s.frame(of: "name Cat"), 0, 0, 29, 21)
        XCTAssertEqual(s.frame(of: "bar Cat")?.minX, 75)
        XCTAssertEqual(s.frame(of: "bar Cat")?.width, 196)
        XCTAssertEqual(s.frame(of: "votes Cat")?.maxX, 300)
        XCTAssertEqual(s.frame(of: "votes Goldfish")?.minX, 289)
        XCTAssertEqual(s.frame(of: "divider Dog")?.width, 300)
    }
}
