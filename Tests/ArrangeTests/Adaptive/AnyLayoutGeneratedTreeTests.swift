import XCTest
@testable import Arrange

/// `AnyLayout` wraps a layout "with identical results" (Docs/LayoutRules.md §8; Apple's `AnyLayout` documentation:
/// a type-erased instance of the layout protocol). Checked on generated trees of stacks, grids,
/// spacers, flexible frames, padding and priorities: every view's frame must be exactly the same
/// whether the containers are used directly or through `AnyLayout`.
final class AnyLayoutGeneratedTreeTests: XCTestCase {
    func testAnyLayoutGivesTheWrappedLayoutsFramesOnGeneratedTrees() {
        let hosts = [CGSize(width: 320, height: 240), CGSize(width: 37, height: 500), CGSize(width: 0, height: 0)]
        var views = 0
        for seed in UInt64(1)...100 {
            var rng = SeededGenerator(seed: seed)
            var next = 0
            let tree = GeneratedTree.make(depth: 4, using: &rng, next: &next)
            views += tree.ids.count
            let direct = tree.view(erased: false), erased = tree.view(erased: true)
            for host in hosts {
                assertSameFrames(LayoutSnapshot(of: direct, in: host), LayoutSnapshot(of: erased, in: host), ids: tree.ids, "seed \(seed), host \(host)")
            }
            assertSameFrames(LayoutSnapshot(of: direct, proposal: .unspecified), LayoutSnapshot(of: erased, proposal: .unspecified), ids: tree.ids, "seed \(seed), ideal")
        }
        // The generator must produce real trees, not mostly single leaves.
        XCTAssertGreaterThan(views, 1_000)
    }

    private func assertSameFrames(_ direct: LayoutSnapshot, _ erased: LayoutSnapshot, ids: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(direct.size, erased.size, message, file: file, line: line)
        for id in ids where direct.frame(of: id) != erased.frame(of: id) {
            XCTFail("\(id): \(String(describing: direct.frame(of: id))) direct, \(String(describing: erased.frame(of: id))) through AnyLayout; \(message)\n\(direct)", file: file, line: line)
            return
        }
        XCTAssertEqual(direct.diagnostics.count, erased.diagnostics.count, message, file: file, line: line)
    }
}
