// Frames implied by the seeds' radial layouts, computed by hand.
//
// MyRadialLayout (WWDC22 snippet): radius r = min(w, h) / 3; subview i's centre is (0, −r) rotated by
// θ_i = i·(360°/n) + offset, i.e. with CGAffineTransform(rotationAngle: θ) = [a b c d] = [cos θ, sin θ,
// −sin θ, cos θ]: x' = a·0 + c·(−r) = r·sin θ, y' = b·0 + d·(−r) = −r·cos θ; then + (midX, midY).
// Subviews are proposed .unspecified: a 20×20 fixed frame answers 20×20 (Docs/LayoutRules.md §2.1).
// In a 300×300 proposal: r = 100, centre (150, 150). √3/2·100 = 86.60254037844386.
import XCTest
@testable import Arrange

private let h = 86.60254037844386  // 100·sin 60°

private func dot(_ id: String) -> some View {
    Color.orange.frame(width: 20, height: 20).id(id)
}

/// Asserts the centre of a 20×20 subview.
private func assertCentre(_ s: LayoutSnapshot, _ id: String, _ x: CGFloat, _ y: CGFloat,
                          file: StaticString = #filePath, line: UInt = #line) {
    assertFrame(s.frame(of: id), x - 10, y - 10, 20, 20, accuracy: 1e-6, id, file: file, line: line)
}

final class SeedRadialLayoutTests: XCTestCase {
    let square = ProposedViewSize(width: 300, height: 300)

    // sizeThatFits = proposal.replacingUnspecifiedDimensions(): 300×300 stays; nil → 10 (Apple
    // default, Docs/LayoutRules.md §1); (nil, 40) → 10×40.
    func testSizeTakesTheProposal() {
        assertSize(LayoutSnapshot(of: MyRadialLayout { dot("a") }, proposal: square).size, 300, 300)
        assertSize(LayoutSnapshot(of: MyRadialLayout { dot("a") }, proposal: .unspecified).size, 10, 10)
        assertSize(LayoutSnapshot(of: MyRadialLayout { dot("a") }, proposal: .p(nil, 40)).size, 10, 40)
    }

    // Ranks unset → all default 1 → three-way tie → getOffset returns 0.
    // θ = 0°: (0, −100) → (150, 50). θ = 120°: (100·sin120, −100·cos120) = (86.6, 50) → (236.6, 200).
    // θ = 240°: (−86.6, 50) → (63.4, 200).
    func testThreeUnrankedViewsAtTopLowerRightLowerLeft() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0"); dot("1"); dot("2") }, proposal: square)
        assertCentre(s, "0", 150, 50)
        assertCentre(s, "1", 150 + h, 200)
        assertCentre(s, "2", 150 - h, 200)
    }

    // The sample's example votes: Cat 25 (rank 1), Goldfish 9 (rank 3), Dog 16 (rank 2).
    // ranks [1, 3, 2]: leader at 0 → whole thirds 0; residual(3, 2): 3 > 2 → +¼ → offset = ¼·120° = 30°.
    // θ = 30°: (50, −86.6) → (200, 63.4); θ = 150°: (50, 86.6) → (200, 236.6); θ = 270°: (−100, 0) → (50, 150).
    func testRanksRotateLeaderTowardsTop() {
        let s = LayoutSnapshot(of: MyRadialLayout {
            dot("cat").rank(1); dot("goldfish").rank(3); dot("dog").rank(2)
        }, proposal: square)
        assertCentre(s, "cat", 200, 150 - h)
        assertCentre(s, "goldfish", 200, 150 + h)
        assertCentre(s, "dog", 50, 150)
    }

    // The rank key's default is 1 (Rank.defaultValue): ranks [unset, 2, 3] read as [1, 2, 3]:
    // residual(2, 3): 2 < 3 → −¼ → offset −30°. θ = −30°: (−50, −86.6) → (100, 63.4);
    // θ = 90°: (100, 0) → (250, 150); θ = 210°: (−50, 86.6) → (100, 236.6).
    func testUnsetRankDefaultsToOne() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0"); dot("1").rank(2); dot("2").rank(3) }, proposal: square)
        assertCentre(s, "0", 100, 150 - h)
        assertCentre(s, "1", 250, 150)
        assertCentre(s, "2", 100, 150 + h)
    }

    // Tie for first between views 0 and 1: ranks [1, 1, 2] → residual(1, 2) = −½ → offset −60°.
    // θ = −60°: (−86.6, −50) → (63.4, 100); θ = 60°: (86.6, −50) → (236.6, 100); θ = 180°: (0, 100) → (150, 250).
    // The two leaders are level at the top.
    func testTieForFirstPutsBothLeadersLevel() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0").rank(1); dot("1").rank(1); dot("2").rank(2) }, proposal: square)
        assertCentre(s, "0", 150 - h, 100)
        assertCentre(s, "1", 150 + h, 100)
        assertCentre(s, "2", 150, 250)
    }

    // Tie for first between views 1 and 2: ranks [2, 1, 1] → leader index 1: −1 + residual(rank1: r[2] = 1,
    // rank2: r[0]) = −1 − ½ = −1.5 thirds = −180°. θ0 = −180° → (150, 250); θ1 = −60° → (63.4, 100);
    // θ2 = 60° → (236.6, 100).
    func testTieForFirstAcrossTheWrap() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0").rank(2); dot("1").rank(1); dot("2").rank(1) }, proposal: square)
        assertCentre(s, "0", 150, 250)
        assertCentre(s, "1", 150 - h, 100)
        assertCentre(s, "2", 150 + h, 100)
    }

    // Tie for second: ranks [2, 2, 1] → leader index 2: 1 + residual(2, 2) = 1 + 0 → 120°.
    // θ2 = 360° → top (150, 50); θ0 = 120° → (236.6, 200); θ1 = 240° → (63.4, 200): seconds level.
    func testTieForSecondKeepsSecondsLevel() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0").rank(2); dot("1").rank(2); dot("2").rank(1) }, proposal: square)
        assertCentre(s, "2", 150, 50)
        assertCentre(s, "0", 150 + h, 200)
        assertCentre(s, "1", 150 - h, 200)
    }

    // Not exactly three views → offset 0 even with ranks; n = 2 → 180° apart:
    // θ0 = 0 → (150, 50), θ1 = 180° → (150, 250).
    func testTwoViewsIgnoreRanks() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0").rank(2); dot("1").rank(1) }, proposal: square)
        assertCentre(s, "0", 150, 50)
        assertCentre(s, "1", 150, 250)
    }

    // Non-square 300×150 proposal: r = min(300, 150)/3 = 50, centre (150, 75); view 0 at (150, 25);
    // view 1 at (150 + 50·sin120, 75 + 25) = (193.3, 100).
    func testRadiusUsesSmallerSide() {
        let s = LayoutSnapshot(of: MyRadialLayout { dot("0"); dot("1"); dot("2") }, proposal: .p(300, 150))
        assertCentre(s, "0", 150, 25)
        assertCentre(s, "1", 150 + h / 2, 100)
    }

    // Hosted in 400×300: the layout takes 400×300 at (0, 0); r = 100, centre (200, 150).
    // The ranks come through a ForEach, as in the sample's Profile view (ranks [1, 3, 2] → 30°).
    func testRanksThroughForEach() {
        let ranks = [1, 3, 2]
        let s = LayoutSnapshot(of: MyRadialLayout {
            ForEach(0..<3) { i in dot("p\(i)").rank(ranks[i]) }
        }, in: CGSize(width: 400, height: 300))
        assertCentre(s, "p0", 250, 150 - h)
        assertCentre(s, "p2", 100, 150)
    }

    // The rank travels as a LayoutValueKey through a modifier chain: `.rank(2)` applied after a
    // padding still belongs to the subview. [1, rank-2-padded, 3] → residual(2, 3) = −¼ → −30°:
    // view 1 (padded 20+2·5 = 30 wide) centred at θ = 90° → (250, 150) → origin (235, 135).
    func testRankOnModifiedSubview() {
        let s = LayoutSnapshot(of: MyRadialLayout {
            dot("0").rank(1)
            Color.red.frame(width: 20, height: 20).padding(5).id("1").rank(2)
            dot("2").rank(3)
        }, proposal: square)
        assertFrame(s.frame(of: "1"), 235, 135, 30, 30)
    }
}

// RadialLayout from the notes (Docs/Seeds.md, "The notes' radial layout"): radius = min(w, h)/2; view i at angle
// i·(360°/n) − 90°, offset from the centre by (cos·(r − w/2), sin·(r − h/2)) with its ideal size.
final class SeedNotesRadialLayoutTests: XCTestCase {
    private func circles(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { index in
            Circle().fill(Color.red).frame(width: 32, height: 32).id("c\(index)")
        }
    }

    // 200×200, 4 circles of 32: r = 100, r − 16 = 84, angles −90°, 0°, 90°, 180°:
    // centres (100, 16), (184, 100), (100, 184), (16, 100) → circles touch the edges.
    func testFourCirclesTouchTheEdges() {
        let s = LayoutSnapshot(of: RadialLayout { circles(4) }, proposal: .p(200, 200))
        assertSize(s.size, 200, 200)
        assertFrame(s.frame(of: "c0"), 84, 0, 32, 32, accuracy: 1e-9)
        assertFrame(s.frame(of: "c1"), 168, 84, 32, 32, accuracy: 1e-9)
        assertFrame(s.frame(of: "c2"), 84, 168, 32, 32, accuracy: 1e-9)
        assertFrame(s.frame(of: "c3"), 0, 84, 32, 32, accuracy: 1e-9)
    }

    // With the notes' `.padding()` (16 on every edge, Docs/LayoutRules.md §2.4) in a 200×200 host: the layout is
    // proposed 168×168 and its bounds start at (16, 16) (Docs/LayoutRules.md §8: origin non-zero). r = 84,
    // r − 16 = 68: c0 centre (16 + 84, 16 + 84 − 68) = (100, 32) → origin (84, 16).
    // c1 (angle 0): centre (100 + 68, 100) → origin (152, 84).
    func testPaddedAsInTheNotes() {
        let s = LayoutSnapshot(of: RadialLayout { circles(4) }.padding(), in: CGSize(width: 200, height: 200))
        assertFrame(s.frame(of: "c0"), 84, 16, 32, 32, accuracy: 1e-9)
        assertFrame(s.frame(of: "c1"), 152, 84, 32, 32, accuracy: 1e-9)
    }

    // 3 circles in 200×100: r = 50, r − 16 = 34; angles −90°, 30°, 150°.
    // c0 centre (100, 50 − 34) = (100, 16); c1: (100 + 34·cos30, 50 + 34·sin30) = (129.445, 67).
    func testThreeCirclesInWideRect() {
        let s = LayoutSnapshot(of: RadialLayout { circles(3) }, proposal: .p(200, 100))
        assertFrame(s.frame(of: "c0"), 84, 0, 32, 32, accuracy: 1e-9)
        assertFrame(s.frame(of: "c1"), 100 + 34 * 0.8660254037844386 - 16, 67 - 16, 32, 32, accuracy: 1e-9)
    }
}
