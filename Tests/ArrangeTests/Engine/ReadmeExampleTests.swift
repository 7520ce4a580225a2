import XCTest
import Arrange

/// The README's example, verbatim, with the frames its code implies.
final class ReadmeExampleTests: XCTestCase {
    struct MyEqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
                CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
            }
            return CGSize(width: widest.width * CGFloat(subviews.count) + CGFloat(subviews.count - 1) * 8,
                          height: widest.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let width = (bounds.width - CGFloat(subviews.count - 1) * 8) / CGFloat(subviews.count)
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * (width + 8), y: bounds.minY),
                              proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    /// Padding 16 (Docs/LayoutRules.md §2.4) leaves 288 × 208 for the VStack. The HStack takes 288: the Spacer
    /// gets 288 − 48 − 80 = 160 with no spacing beside it (Docs/LayoutRules.md §3, §6); the equal-width stack is
    /// 2 × 80 + 8 = 168 × 20. The VStack is 48 + 8 + 20 = 76 tall (8 between plain views), so the
    /// card is 320 × 108, centred in the 240-high host at y = 66 (Docs/LayoutRules.md §11). The badge is at
    /// x = 16 + 48 + 160 = 224, centred in the 48-high row: y = 66 + 16 + 12 = 94. The wide colour is
    /// the second equal-width slot: x = 16 + 80 + 8 = 104, y = 66 + 16 + 48 + 8 = 138.
    func testReadmeExampleFrames() {
        let card = VStack(alignment: .leading) {
            HStack {
                Circle().fill(.orange).frame(width: 48, height: 48)
                Spacer()
                Capsule().fill(.blue).frame(width: 80, height: 24).id("badge")
            }
            MyEqualWidthHStack {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 80, height: 20).id("wide")
            }
        }
        .padding()

        let snapshot = LayoutSnapshot(of: card, in: CGSize(width: 320, height: 240))
        XCTAssertEqual(snapshot.size, CGSize(width: 320, height: 108))
        XCTAssertEqual(snapshot.frame(of: "badge"), CGRect(x: 224, y: 94, width: 80, height: 24))
        XCTAssertEqual(snapshot.frame(of: "wide"), CGRect(x: 104, y: 138, width: 80, height: 20))
        XCTAssertEqual(snapshot.diagnostics, [])
    }
}
