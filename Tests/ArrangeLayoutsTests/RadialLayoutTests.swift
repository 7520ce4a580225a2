// RadialLayout: expected centres from the rotation arithmetic in the comments.
//
// CGAffineTransform(rotationAngle: θ) = [a b c d] = [cos θ, sin θ, −sin θ, cos θ], so (0, −r) maps to
// x' = a·0 + c·(−r) = r·sin θ, y' = b·0 + d·(−r) = −r·cos θ; the layout adds (midX, midY).
// In a 300 × 300 proposal: r = min(300, 300)/3 = 100, centre (150, 150). 100·sin 60° = 86.6025….
// Dots are 20 × 20 fixed frames proposed .unspecified, so frame origin = centre − (10, 10).
import XCTest
import Arrange
import ArrangeLayouts

private let h = 86.60254037844386  // 100·sin 60°

private func dot(_ id: String) -> some View {
    Color.orange.frame(width: 20, height: 20).id(id)
}

/// Asserts the centre of a 20 × 20 dot.
private func assertCentre(_ s: LayoutSnapshot, _ id: String, _ x: CGFloat, _ y: CGFloat,
                          file: StaticString = #filePath, line: UInt = #line) {
    assertFrame(s.frame(of: id), x - 10, y - 10, 20, 20, accuracy: 1e-6, id, file: file, line: line)
}

final class RadialLayoutTests: XCTestCase {
    let square = ProposedViewSize(width: 300, height: 300)

    // The layout takes the proposal; nil dimensions become 10; no subviews → .zero.
    func testSize() {
        assertSize(LayoutSnapshot(of: RadialLayout { dot("a") }, proposal: square).size, 300, 300)
        assertSize(LayoutSnapshot(of: RadialLayout { dot("a") }, proposal: .p(nil, 40)).size, 10, 40)
        for proposal in [ProposedViewSize.unspecified, .zero, square] {
            assertSize(LayoutSnapshot(of: RadialLayout { EmptyView() }, proposal: proposal).size, 0, 0)
        }
    }

    // Unranked (all rank 1: a three-way tie → no turn). θ = 0°: (0, −100) → (150, 50);
    // θ = 120°: (100·sin 120°, −100·cos 120°) = (86.6, 50) → (236.6, 200); θ = 240° → (63.4, 200).
    func testThreeUnrankedAtTopLowerRightLowerLeft() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0"); dot("1"); dot("2") }, proposal: square)
        assertCentre(s, "0", 150, 50)
        assertCentre(s, "1", 150 + h, 200)
        assertCentre(s, "2", 150 - h, 200)
    }

    // The sample's votes: ranks [1, 3, 2]. Leader at index 0 (no whole thirds); the one after it
    // (rank 3) is worse than the one before it (rank 2) → turn +30° so that the one before rises.
    // θ = 30°: (50, −86.6) → (200, 63.4); θ = 150°: (50, 86.6) → (200, 236.6);
    // θ = 270°: (−100, 0) → (50, 150). Heights: 1st 63.4 < 2nd 150 < 3rd 236.6 (y grows down).
    func testRanksMakeAPodium() {
        let s = LayoutSnapshot(of: RadialLayout {
            dot("cat").rank(1); dot("goldfish").rank(3); dot("dog").rank(2)
        }, proposal: square)
        assertCentre(s, "cat", 200, 150 - h)
        assertCentre(s, "goldfish", 200, 150 + h)
        assertCentre(s, "dog", 50, 150)
    }

    // Ranks [1, 2, 3]: the one after the leader is better → −30°. θ = −30° → (100, 63.4);
    // θ = 90° → (250, 150); θ = 210°: (100·sin 210°, −100·cos 210°) = (−50, 86.6) → (100, 236.6).
    // The unset rank reads as the default, 1.
    func testUnsetRankDefaultsToOne() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0"); dot("1").rank(2); dot("2").rank(3) }, proposal: square)
        assertCentre(s, "0", 100, 150 - h)
        assertCentre(s, "1", 250, 150)
        assertCentre(s, "2", 100, 150 + h)
    }

    // Ranks need not start at 1: [3, 2, 4] → leader index 1 → −120°; after it index 2 (rank 4) is
    // worse than before it, index 0 (rank 3) → +30°: turn −90°. θ0 = −90° → (50, 150);
    // θ1 = 30° → (200, 63.4); θ2 = 150° → (200, 236.6).
    func testLeaderIsTheLowestRank() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0").rank(3); dot("1").rank(2); dot("2").rank(4) }, proposal: square)
        assertCentre(s, "0", 50, 150)
        assertCentre(s, "1", 200, 150 - h)
        assertCentre(s, "2", 200, 150 + h)
    }

    // Tie for first across the wrap: ranks [2, 1, 1]; leaders 1 and 2, and 2 follows 1 clockwise →
    // the midpoint 1·120° + 60° = 180° goes to the top: turn −180°. θ0 = −180° → (150, 250);
    // θ1 = −60° → (150 − 86.6, 100); θ2 = 60° → (150 + 86.6, 100): the leaders level.
    func testTieForFirstLevelsTheLeaders() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0").rank(2); dot("1").rank(1); dot("2").rank(1) }, proposal: square)
        assertCentre(s, "0", 150, 250)
        assertCentre(s, "1", 150 - h, 100)
        assertCentre(s, "2", 150 + h, 100)
    }

    // Leaders 0 and 2 ([1, 2, 1]): 0 follows 2 clockwise (2 + 1 = 3 ≡ 0) → midpoint 2·120° + 60° =
    // 300° to the top: turn −300° ≡ +60°. θ0 = 60° → (236.6, 100); θ1 = 180° → (150, 250);
    // θ2 = 300° ≡ −60° → (63.4, 100).
    func testTieForFirstOnTheOtherSide() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0").rank(1); dot("1").rank(2); dot("2").rank(1) }, proposal: square)
        assertCentre(s, "0", 150 + h, 100)
        assertCentre(s, "1", 150, 250)
        assertCentre(s, "2", 150 - h, 100)
    }

    // Tie for second: [2, 2, 1] → leader index 2 → −240°, no raise. θ2 = 0° → (150, 50);
    // θ0 = −240° ≡ 120° → (236.6, 200); θ1 = −120° ≡ 240° → (63.4, 200).
    func testTieForSecondKeepsTheSecondsLevel() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0").rank(2); dot("1").rank(2); dot("2").rank(1) }, proposal: square)
        assertCentre(s, "2", 150, 50)
        assertCentre(s, "0", 150 + h, 200)
        assertCentre(s, "1", 150 - h, 200)
    }

    // Four subviews ignore ranks; rotation 45°: θ_i = 90°·i + 45°.
    // θ0 = 45°: (100·sin 45°, −100·cos 45°) = (70.71, −70.71) → (220.71, 79.29);
    // θ1 = 135°: (70.71, 70.71) → (220.71, 220.71).
    func testRotationAndFourSubviews() {
        let s = LayoutSnapshot(of: RadialLayout(rotation: .degrees(45)) {
            dot("0").rank(3); dot("1"); dot("2"); dot("3")
        }, proposal: square)
        let d = 100 * 0.7071067811865476
        assertCentre(s, "0", 150 + d, 150 - d)
        assertCentre(s, "1", 150 + d, 150 + d)
    }

    // Explicit radius 50, 4 subviews: θ1 = 90° → (50, 0) → (200, 150); θ2 = 180° → (150, 200).
    func testExplicitRadius() {
        let s = LayoutSnapshot(of: RadialLayout(radius: 50) { dot("0"); dot("1"); dot("2"); dot("3") }, proposal: square)
        assertCentre(s, "1", 200, 150)
        assertCentre(s, "2", 150, 200)
    }

    // 300 × 150: r = min(300, 150)/3 = 50, centre (150, 75): θ0 → (150, 25);
    // θ1 = 120° → (150 + 50·sin 120°, 75 + 25) = (193.3, 100).
    func testRadiusUsesTheSmallerSide() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0"); dot("1"); dot("2") }, proposal: .p(300, 150))
        assertCentre(s, "0", 150, 25)
        assertCentre(s, "1", 150 + h / 2, 100)
    }

    // Right to left mirrors x within the layout: x' = 0 + 300 − maxX, so a centre cx becomes
    // 300 − cx: view 1 (lower right, 236.6) → 63.4, view 2 → 236.6; view 0 stays at 150.
    func testRightToLeftMirrors() {
        let s = LayoutSnapshot(of: RadialLayout { dot("0"); dot("1"); dot("2") }
            .environment(\.layoutDirection, .rightToLeft), proposal: square)
        assertCentre(s, "0", 150, 50)
        assertCentre(s, "1", 150 - h, 200)
        assertCentre(s, "2", 150 + h, 200)
    }

    // The session's Profile: AnyLayout switches to an HStackLayout on a three-way tie; the avatars
    // keep their ids in both. Radial, ranks [1, 3, 2]: +30° as in testRanksMakeAPodium. HStack of
    // three 20 × 20 dots, spacing 8, proposed 300 × 300: 20 + 8 + 20 + 8 + 20 = 76 wide and 20 high
    // (the tallest dot), at the origin → dots at x 0, 28, 56, y 0.
    func testAnyLayoutSwitchToHStackOnThreeWayTie() {
        func profile(tie: Bool) -> some View {
            let layout = tie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
            return layout {
                ForEach(Array([1, 3, 2].enumerated()), id: \.offset) { entry in
                    dot("p\(entry.offset)").rank(tie ? 1 : entry.element)
                }
            }
        }
        let radial = LayoutSnapshot(of: profile(tie: false), proposal: square)
        assertCentre(radial, "p0", 200, 150 - h)
        let line = LayoutSnapshot(of: profile(tie: true), proposal: square)
        assertSize(line.size, 76, 20)
        assertFrame(line.frame(of: "p1"), 28, 0, 20, 20)
    }
}
