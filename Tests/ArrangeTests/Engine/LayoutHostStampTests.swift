import XCTest
@testable import Arrange

/// The shortcuts a `LayoutHost` relayout takes with subtree stamps (`SubtreeStamp`,
/// `LayoutGraph+Reuse`): every one gives exactly the frames of a full layout of the new value
/// (the full layout, `LayoutSnapshot`, is the reference).
final class LayoutHostStampTests: XCTestCase {
    private func assertSameAsFullLayout<V: View>(_ host: LayoutHost<V>, _ view: V, proposal: ProposedViewSize, file: StaticString = #filePath, line: UInt = #line) {
        let full = LayoutSnapshot(of: view, proposal: proposal)
        XCTAssertEqual(host.snapshot.graph.frames, full.graph.frames, file: file, line: line)
        // Proposals are compared where they matter: a proposal-invariant subtree taken over keeps
        // the proposals its descendants had (its frames are the same for every proposal).
        for index in full.graph.nodes.indices where !full.graph.nodes[index].flags.contains(.proposalInvariant) {
            XCTAssertEqual(host.snapshot.graph.placedProposals[index], full.graph.placedProposals[index], "node \(index)", file: file, line: line)
        }
    }

    /// A row of groups, each `count` leaves wide, identified by its id.
    private func groups(_ ids: [Int], width: CGFloat = 20) -> AnyView {
        AnyView(VStack {
            HStack {
                ForEach(ids, id: \.self) { id in
                    HStack { ForEach(0..<(id + 1), id: \.self) { _ in Color.red.frame(width: width, height: CGFloat(10 + id)) } }
                }
            }
            Color.blue.frame(width: 30, height: 5)
        })
    }

    func testEqualTreesHaveEqualStampsAndAChangedLeafChangesOnlyItsAncestors() {
        let a = LayoutHost(rootView: groups([0, 1, 2]), proposal: .unspecified).snapshot.graph
        let b = LayoutHost(rootView: groups([0, 1, 2]), proposal: .unspecified).snapshot.graph
        XCTAssertEqual(a.subtreeStamps, b.subtreeStamps)
        XCTAssertFalse(a.subtreeStamps.contains(SubtreeStamp.unknown))
        let c = LayoutHost(rootView: groups([0, 1, 2], width: 25), proposal: .unspecified).snapshot.graph
        XCTAssertNotEqual(a.subtreeStamps[Int(a.root)], c.subtreeStamps[Int(c.root)])
        // The blue bar (the last two nodes before the root) is the same in both trees.
        let bar = Int(a.root) - 1
        XCTAssertEqual(a.subtreeStamps[bar], c.subtreeStamps[bar])
    }

    func testReorderedSubtreesWithAsManyNodesAreTakenOverFromTheirNewPlace() {
        // Same node count before and after (the storage starts as the previous layout's), but the
        // groups are taken over from other indices: offsets other than 0.
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 120, height: 100)] {
            let host = LayoutHost(rootView: groups([0, 1, 2]), proposal: proposal)
            for ids in [[2, 0, 1], [1, 2, 0], [0, 1, 2], [2, 1, 0]] {
                let before = host.snapshot.graph.nodes.count
                host.update(rootView: groups(ids))
                XCTAssertEqual(host.snapshot.graph.nodes.count, before)
                assertSameAsFullLayout(host, groups(ids), proposal: proposal)
            }
        }
    }

    func testSubtreesTakenOverIntoATreeOfAnotherSizeKeepTheirFrames() {
        let host = LayoutHost(rootView: groups([0, 2]), proposal: .unspecified)
        for ids in [[0, 1, 2], [3, 0], [2], [1, 3, 0, 2]] {
            host.update(rootView: groups(ids))
            assertSameAsFullLayout(host, groups(ids), proposal: .unspecified)
        }
    }

    func testAChildNoLongerChosenLosesItsFrameWhenTheStorageIsShared() {
        // ViewThatFits picks the wide or the narrow child depending on the width left to it by the
        // fixed sibling; the node count stays the same, so the frames start as the previous ones.
        func view(_ sibling: CGFloat) -> AnyView {
            AnyView(HStack(spacing: 0) {
                Color.red.frame(width: sibling, height: 10)
                ViewThatFits {
                    Color.green.frame(width: 80, height: 10).id("wide")
                    Color.blue.frame(width: 30, height: 10).id("narrow")
                }
            })
        }
        let proposal = ProposedViewSize(width: 100, height: 50)
        let host = LayoutHost(rootView: view(10), proposal: proposal)
        XCTAssertNotNil(host.snapshot.frame(of: "wide"))
        XCTAssertNil(host.snapshot.frame(of: "narrow"))
        host.update(rootView: view(50))
        XCTAssertNil(host.snapshot.frame(of: "wide"))
        XCTAssertNotNil(host.snapshot.frame(of: "narrow"))
        assertSameAsFullLayout(host, view(50), proposal: proposal)
        host.update(rootView: view(10))
        assertSameAsFullLayout(host, view(10), proposal: proposal)
    }

    func testChangedPrioritiesAndLayoutValuesAreNotTakenOver() {
        struct Weight: LayoutValueKey { static let defaultValue = 0 }
        func view(_ priority: Double, _ weight: Int) -> AnyView {
            AnyView(HStack {
                Color.red.frame(minWidth: 10, maxWidth: 200).layoutPriority(priority)
                Color.blue.frame(minWidth: 10, maxWidth: 200).layoutValue(key: Weight.self, value: weight)
                Color.green.frame(minWidth: 40, maxWidth: 60)
            })
        }
        let a = LayoutHost(rootView: view(0, 1), proposal: .unspecified).snapshot.graph
        let b = LayoutHost(rootView: view(0, 2), proposal: .unspecified).snapshot.graph
        XCTAssertNotEqual(a.subtreeStamps[Int(a.root)], b.subtreeStamps[Int(b.root)])
        let proposal = ProposedViewSize(width: 150, height: 20)
        let host = LayoutHost(rootView: view(0, 1), proposal: proposal)
        for (priority, weight) in [(1.0, 1), (1, 2), (0, 2), (-1, 3)] {
            host.update(rootView: view(priority, weight))
            assertSameAsFullLayout(host, view(priority, weight), proposal: proposal)
        }
    }

    func testUnchangedSubtreesAreNotVisitedWhenOneLeafChanges() {
        // 4 groups under one HStack; widening a leaf of group 0 re-places the root, the outer
        // HStack, group 0, that leaf's frame and its colour: the other groups are moved whole.
        let host = LayoutHost(rootView: groups([3, 3, 3, 3]), proposal: .unspecified)
        func changed(_ width: CGFloat) -> AnyView {
            AnyView(VStack {
                HStack {
                    ForEach([3, 3, 3, 3].indices, id: \.self) { index in
                        HStack { ForEach(0..<4, id: \.self) { leaf in Color.red.frame(width: index == 0 && leaf == 0 ? width : 20, height: 13) } }
                    }
                }
                Color.blue.frame(width: 30, height: 5)
            })
        }
        host.update(rootView: changed(20))
        host.update(rootView: changed(35))
        assertSameAsFullLayout(host, changed(35), proposal: .unspecified)
        // Placed again: the VStack, the outer HStack, group 0, and the changed frame and colour.
        XCTAssertEqual(host.snapshot.statistics.viewsPlaced, 5)
    }
}
