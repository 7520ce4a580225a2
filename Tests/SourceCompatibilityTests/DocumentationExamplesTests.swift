import XCTest
import Arrange

// The layouts of the documentation's article "Writing a custom layout"
// (Sources/Arrange/Arrange.docc/WritingACustomLayout.md), as the article writes them, so that
// its code keeps compiling in the Swift 6 language mode and its numbers hold.

/// The article's equal-width stack (steps 1–3).
struct ArticleEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
                      height: maxSize.height)
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }
}

/// The article's radial layout (step 4).
struct ArticleRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

final class DocumentationExamplesTests: XCTestCase {
    /// Step 5's numbers: two plain views are 8 apart (Docs/LayoutRules.md §3), so the stack is
    /// 40 + 8 + 40 = 88 wide; the 20-wide view is centred in its 40-point slot, at x = 10.
    func testEqualWidthStackOfTheArticle() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: ArticleEqualWidthHStack {
                Color.red.frame(width: 20, height: 10).id("a")
                Color.blue.frame(width: 40, height: 10).id("b")
            }, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 88, height: 10))
            XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 10, y: 0, width: 20, height: 10))
            XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 48, y: 0, width: 40, height: 10))
        }
    }

    /// Four 10 × 10 views in a 300 × 300 radial layout: radius 300 / 3 = 100 around (150, 150),
    /// the first at the top (centre (150, 50)), the second a quarter turn clockwise (250, 150).
    func testRadialLayoutOfTheArticle() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: ArticleRadialLayout {
                Color.red.frame(width: 10, height: 10).id(0)
                Color.red.frame(width: 10, height: 10).id(1)
                Color.red.frame(width: 10, height: 10).id(2)
                Color.red.frame(width: 10, height: 10).id(3)
            }, proposal: ProposedViewSize(width: 300, height: 300))
            let first = snapshot.frame(of: 0), second = snapshot.frame(of: 1)
            XCTAssertEqual(first?.midX ?? 0, 150, accuracy: 1e-9)
            XCTAssertEqual(first?.midY ?? 0, 50, accuracy: 1e-9)
            XCTAssertEqual(second?.midX ?? 0, 250, accuracy: 1e-9)
            XCTAssertEqual(second?.midY ?? 0, 150, accuracy: 1e-9)
        }
    }
}
