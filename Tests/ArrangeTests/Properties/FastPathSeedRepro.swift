import Foundation
import Testing
import PropertyBased
@testable import Arrange

@Suite(.serialized)
struct FastPathSeedRepro {
    @Test(.fixedSeed("q5epIKsHltDSHv1LKPkFYx3tKRDCtl9j2w97aX/L5Jw=")) func repro() async {
        for generator in [LayoutPropertyTests.plain, LayoutPropertyTests.hostile] {
            await propertyCheck(count: 300, input: generator) { tree in
                let view = tree.makeView()
                for proposal in LayoutPropertyTests.proposals + [ProposedViewSize(width: .infinity, height: .infinity)] {
                    let fast = LayoutSnapshot(of: view, proposal: proposal)
                    let general = LayoutSnapshot(withoutFastPaths: view, proposal: proposal)
                    if let difference = FastPathPropertyTests.difference(fast, general) {
                        Issue.record("\(difference)\nin \(tree) proposed \(proposal)")
                    }
                }
            }
        }
    }
}
