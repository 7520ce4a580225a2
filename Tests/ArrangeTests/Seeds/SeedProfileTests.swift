// The session's "Final profile view" (its code snippets, at 25:18, Docs/Seeds.md; the sample app's
// documentation shows the same code): the avatars switch from `MyRadialLayout` to an `HStackLayout`
// through `AnyLayout` on a three-way tie, keeping their identity.
//
// Written as the seed writes it, but for three stand-ins: `Podium()` and `Avatar(pet:)` are images in
// the sample app (not shown in the seeds), here a 300 × 300 colour and a 20 × 20 circle. `rank(_:)` is not
// shown either: it follows the rule in Docs/Seeds.md ("Ranks": 1 = most votes; ties share a rank).
import XCTest
@testable import Arrange

// `Pet` is the session's data model, declared in SeedVotingButtons.swift.

private struct Podium: View {
    var body: some View { Color.gray.frame(width: 300, height: 300) }
}

private struct Avatar: View {
    var pet: Pet
    var body: some View { Circle().fill(.orange).frame(width: 20, height: 20).id(pet.type) }
}

private struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

        Podium() // Creates the background that shows ranks.
            .overlay(alignment: .top) {
                layout {
                    ForEach(pets) { pet in
                        Avatar(pet: pet)
                            .rank(rank(pet))
                    }
                }
                .animation(.default, value: pets)
            }
    }

    /// 1 for the most votes; pets with equal votes share a rank (Docs/Seeds.md, "Ranks").
    func rank(_ pet: Pet) -> Int {
        1 + pets.filter { $0.votes > pet.votes }.count
    }
}

final class SeedProfileTests: XCTestCase {
    private let example = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]
    private let tied = [Pet(type: "Cat", votes: 10), Pet(type: "Goldfish", votes: 10), Pet(type: "Dog", votes: 10)]

    /// The overlay is proposed the podium's 300 × 300 (Docs/LayoutRules.md §2.8); the radial layout takes it and is
    /// placed at the podium's top (both 300 wide: x 0, y 0). Radius min(300, 300)/3 = 100, centre
    /// (150, 150). Ranks Cat 1, Goldfish 3, Dog 2 → offset +¼ of a third = 30° (the reconstruction in
    /// SeedLayouts.swift): Cat at θ 30° → (150 + 100·sin 30°, 150 − 100·cos 30°) = (200, 63.40),
    /// Goldfish at 150° → (200, 236.60), Dog at 270° → (50, 150); each 20 × 20 avatar centred there.
    func testRadialArrangementWithoutATie() {
        let s = LayoutSnapshot(of: Profile(pets: example, isThreeWayTie: false), proposal: .unspecified)
        let h = 100 * 3.0.squareRoot() / 2
        assertSize(s.size, 300, 300)
        assertFrame(s.frame(of: "Cat"), 200 - 10, 150 - h - 10, 20, 20, accuracy: 1e-9)
        assertFrame(s.frame(of: "Goldfish"), 200 - 10, 150 + h - 10, 20, 20, accuracy: 1e-9)
        assertFrame(s.frame(of: "Dog"), 50 - 10, 150 - 10, 20, 20, accuracy: 1e-9)
    }

    /// A three-way tie lines the avatars up in an HStack: 3 × 20 + 2 × 8 (default spacing between
    /// plain views, Docs/LayoutRules.md §3) = 76 × 20, placed at the top centre of the podium: x (300 − 76)/2 = 112,
    /// y 0; avatars at 112, 140 and 168.
    func testThreeWayTieSwitchesToAnHStack() {
        let s = LayoutSnapshot(of: Profile(pets: tied, isThreeWayTie: true), proposal: .unspecified)
        assertFrame(s.frame(of: "Cat"), 112, 0, 20, 20)
        assertFrame(s.frame(of: "Goldfish"), 140, 0, 20, 20)
        assertFrame(s.frame(of: "Dog"), 168, 0, 20, 20)
    }

    /// In a host, a change of the votes that makes a three-way tie animates the avatars from the
    /// circle to the line with `.default` (the session at 25:18: "by adding the animation view
    /// modifier, I also get animations between all the different states"): at the start they are
    /// where the radial layout put them, then between, and at the end in the HStack.
    func testTheSwitchAnimatesInAHost() {
        let host = ViewHost(rootView: Profile(pets: example, isThreeWayTie: false), size: CGSize(width: 300, height: 300))
        let radial = host.frame(of: "Dog")!
        host.update(rootView: Profile(pets: tied, isThreeWayTie: true))
        XCTAssertTrue(host.isAnimating)
        XCTAssertEqual(host.frame(of: "Dog"), radial)
        host.advance(by: 0.2)
        let mid = host.frame(of: "Dog")!
        XCTAssertGreaterThan(mid.minX, radial.minX)
        XCTAssertLessThan(mid.minX, 168)
        host.advance(by: 2)
        XCTAssertFalse(host.isAnimating)
        assertFrame(host.frame(of: "Dog"), 168, 0, 20, 20)
    }

    /// The switch keeps each avatar's structural identity, which is what lets it animate ("the
    /// structural identity of the view hierarchy always remains the same", the session at 25:18).
    func testSwitchKeepsTheAvatarsIdentity() {
        let radial = LayoutSnapshot(of: Profile(pets: tied, isThreeWayTie: false), proposal: .unspecified).graph
        let line = LayoutSnapshot(of: Profile(pets: tied, isThreeWayTie: true), proposal: .unspecified).graph
        for name in ["Cat", "Goldfish", "Dog"] {
            let a = radial.nodes[Int(radial.nodesByID[name]!)].identity
            let b = line.nodes[Int(line.nodesByID[name]!)].identity
            XCTAssertEqual(a, b, name)
        }
    }
}
