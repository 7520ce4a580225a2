// Frames implied by the seed layouts' own code (SeedLayouts.swift), computed by hand.
import XCTest
@testable import Arrange

/// The voting buttons of the seed, with colours standing in for `Text(pet.type)`: a fixed-size
/// "label" widened by `.frame(maxWidth: .infinity)` exactly as the seed's Buttons view does.
/// Outer (frame) ids: "b0"/"b1"/"b2"; inner label ids: "l0"/"l1"/"l2". Label widths 40/80/60, height 20.
private func buttons() -> some View {
    ForEach(Array([40.0, 80.0, 60.0].enumerated()), id: \.offset) { item in
        Color.blue.frame(width: CGFloat(item.element), height: 20).id("l\(item.offset)")
            .frame(maxWidth: .infinity).id("b\(item.offset)")
    }
}

final class SeedEqualWidthStackTests: XCTestCase {
    // maxSize: each button's ideal (nil proposal) size. Label: fixed frame → 40×20 / 80×20 / 60×20
    // (Docs/LayoutRules.md §2.1 both set). Outer flexible frame with only maxWidth, proposed nil: child proposed nil,
    // width = min(max(−∞, c), ∞) = c, height = c (Docs/LayoutRules.md §2.2 step 3) → ideal = label size.
    // maxSize = (80, 20). spacing(): frames are plain views → 8 between neighbours (Docs/LayoutRules.md §3 step 3),
    // last entry 0 → [8, 8, 0], total 16. Width = 80·3 + 16 = 256, height = 20.
    func testHStackSizeIsMaxIdealWidthTimesCountPlusSpacing() {
        let s = LayoutSnapshot(of: MyEqualWidthHStack { buttons() }, proposal: .unspecified)
        assertSize(s.size, 256, 20)
    }

    // placeSubviews: proposal (80, 20) to each; centres at x = 0 + 80/2 = 40, 40 + 80 + 8 = 128,
    // 128 + 88 = 216, y = midY = 10. Outer frame proposed (80, 20): only max → min(max(80, label), ∞)
    // = 80 wide (Docs/LayoutRules.md §2.2) → every button 80×20: origins x = 0, 88, 176.
    // Labels are centred in their 80-wide button (Docs/LayoutRules.md §2.1 alignment): 20, 88 + 0, 176 + 10.
    func testHStackPlacesEqualWidthButtons() {
        let s = LayoutSnapshot(of: MyEqualWidthHStack { buttons() }, proposal: .unspecified)
        assertFrame(s.frame(of: "b0"), 0, 0, 80, 20)
        assertFrame(s.frame(of: "b1"), 88, 0, 80, 20)
        assertFrame(s.frame(of: "b2"), 176, 0, 80, 20)
        assertFrame(s.frame(of: "l0"), 20, 0, 40, 20)
        assertFrame(s.frame(of: "l1"), 88, 0, 80, 20)
        assertFrame(s.frame(of: "l2"), 186, 0, 60, 20)
    }

    // Hosted in 400×100 (Docs/LayoutRules.md §11): the layout ignores the proposal, answers 256×20, and is
    // centred: origin ((400 − 256)/2, (100 − 20)/2) = (72, 40). placeSubviews gets bounds with that
    // non-zero origin (Docs/LayoutRules.md §8), so the seed's `bounds.minX + …` puts b1 at 72 + 88 = 160.
    func testHStackHostedUsesBoundsOrigin() {
        let s = LayoutSnapshot(of: MyEqualWidthHStack { buttons() }, in: CGSize(width: 400, height: 100))
        assertFrame(s.rootFrame, 72, 40, 256, 20)
        assertFrame(s.frame(of: "b0"), 72, 40, 80, 20)
        assertFrame(s.frame(of: "b1"), 160, 40, 80, 20)
        assertFrame(s.frame(of: "b2"), 248, 40, 80, 20)
    }

    // Empty: the seed's guard returns .zero.
    func testHStackEmptyIsZero() {
        let s = LayoutSnapshot(of: MyEqualWidthHStack { EmptyView() }, in: CGSize(width: 100, height: 100))
        assertSize(s.size, 0, 0)
    }

    // A Spacer between two buttons: distance(to:along: .horizontal) next to a Spacer is 0
    // (Docs/LayoutRules.md §3, §6). Spacer ideal in a layout without stackOrientation: both axes
    // max(nil → −∞, 8) = 8 (Docs/LayoutRules.md §6), so maxSize stays (80, 20); spacing = [0, 0, 0] → width 240.
    func testHStackSpacingNextToSpacerIsZero() {
        let view = MyEqualWidthHStack {
            Color.red.frame(width: 80, height: 20).id("a")
            Spacer()
            Color.red.frame(width: 80, height: 20).id("c")
        }
        let s = LayoutSnapshot(of: view, proposal: .unspecified)
        assertSize(s.size, 240, 20)
        assertFrame(s.frame(of: "a"), 0, 0, 80, 20)
        assertFrame(s.frame(of: "c"), 160, 0, 80, 20)
    }

    // Vertical version (reconstructed): maxSize (80, 20) from the cache, vertical spacing 8 between
    // plain views (Docs/LayoutRules.md §3) → [8, 8, 0], total 16. Size = (80, 20·3 + 16) = (80, 76).
    // Centres y = 10, 10 + 28 = 38, 66 at x = midX = 40; every button proposed (80, 20) → 80×20.
    func testVStackStacksEqualWidthButtonsVertically() {
        let s = LayoutSnapshot(of: MyEqualWidthVStack { buttons() }, proposal: .unspecified)
        assertSize(s.size, 80, 76)
        assertFrame(s.frame(of: "b0"), 0, 0, 80, 20)
        assertFrame(s.frame(of: "b1"), 0, 28, 80, 20)
        assertFrame(s.frame(of: "b2"), 0, 56, 80, 20)
        assertFrame(s.frame(of: "l0"), 20, 0, 40, 20)
        assertFrame(s.frame(of: "l2"), 10, 56, 60, 20)
    }

    // The cached VStack must give exactly the frames of a cacheless vertical equal-width stack
    // (same arithmetic recomputed in every call, like the seed's HStack does).
    func testCachedVStackMatchesCachelessVariant() {
        func content() -> some View {
            Group {
                Color.red.frame(width: 30, height: 12).id("x").frame(maxWidth: .infinity).id("0")
                Spacer(minLength: 5).id("1")
                Color.green.frame(width: 55, height: 7).id("y").padding(3).id("2")
                Rectangle().fill(Color.blue).id("3")
            }
        }
        for size in [CGSize(width: 300, height: 300), CGSize(width: 10, height: 500)] {
            let cached = LayoutSnapshot(of: MyEqualWidthVStack { content() }, in: size)
            let plain = LayoutSnapshot(of: UncachedEqualWidthVStack { content() }, in: size)
            XCTAssertEqual(cached.size, plain.size)
            for id in ["0", "1", "2", "3", "x", "y"] {
                XCTAssertNotNil(cached.frame(of: id))
                XCTAssertEqual(cached.frame(of: id), plain.frame(of: id), "frame of \(id) in \(size)")
            }
        }
    }

    // Concretely: ideal sizes are 30×12 (the flexible frame keeps the child's ideal, Docs/LayoutRules.md §2.2), Spacer 5×5 (no orientation: max(−∞, 5) = 5 on both axes, oracle
    // §6), padded 61×13 (Docs/LayoutRules.md §2.4), Rectangle 10×10 (Docs/LayoutRules.md §1) → maxSize (61, 13).
    // Vertical spacing: 0 → Spacer, Spacer → 0, padded → Rectangle 8 (Docs/LayoutRules.md §3) → total 8.
    // Height = 13·4 + 8 = 60.
    func testVStackMixedContentSize() {
        let s = LayoutSnapshot(of: MyEqualWidthVStack {
            Color.red.frame(width: 30, height: 12).frame(maxWidth: .infinity)
            Spacer(minLength: 5)
            Color.green.frame(width: 55, height: 7).padding(3)
            Rectangle().fill(Color.blue).id("r")
        }, proposal: .unspecified)
        assertSize(s.size, 61, 60)
        // Rectangle: centre y = 13/2 + 13 + 13 + 13 + 8 = 53.5, proposed (61, 13) → origin y = 47.
        assertFrame(s.frame(of: "r"), 0, 47, 61, 13)
    }
}

/// Test-only: the vertical equal-width stack without a cache (for the equivalence test).
struct UncachedEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (maxSize, spacing) = measure(subviews)
        return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + spacing.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let (maxSize, spacing) = measure(subviews)
        var y = bounds.minY + maxSize.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center,
                                  proposal: ProposedViewSize(width: maxSize.width, height: maxSize.height))
            y += maxSize.height + spacing[index]
        }
    }

    private func measure(_ subviews: Subviews) -> (CGSize, [CGFloat]) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let spacing = subviews.indices.map { index -> CGFloat in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical) : 0
        }
        return (maxSize, spacing)
    }
}
