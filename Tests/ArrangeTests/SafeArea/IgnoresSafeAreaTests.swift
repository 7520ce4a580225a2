import XCTest
@testable import Arrange

/// `ignoresSafeArea(_:edges:)` and backgrounds in the safe area (Docs/LayoutRules.md §13), in an
/// area of 390 × 844 with insets of 47 at the top and 34 at the bottom (safe area y 47 to 810).
final class IgnoresSafeAreaTests: XCTestCase {
    let area = CGSize(width: 390, height: 844)
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// §13: a root reaching the safe boundary on every edge extends to the whole area.
    func testRootIgnoringTheSafeAreaFillsTheArea() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root").ignoresSafeArea(), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(origin: .zero, size: area))
    }

    /// §13: only the given edges extend: top only gives y 0 to 810.
    func testOnlyTheGivenEdgesExtend() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root").ignoresSafeArea(edges: .top), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 0, y: 0, width: 390, height: 810))
    }

    /// §13: the deprecated `edgesIgnoringSafeArea` is the container region form.
    @available(*, deprecated)
    func testEdgesIgnoringSafeArea() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root").edgesIgnoringSafeArea(.bottom), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 0, y: 47, width: 390, height: 797))
    }

    /// §13: Arrange's insets are all of the container region; ignoring only the keyboard region
    /// extends nothing.
    func testKeyboardRegionAloneExtendsNothing() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root").ignoresSafeArea(.keyboard), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    /// §13: a child of a stack that reaches the boundary extends; its sibling does not move.
    /// VStack(spacing: 0) in 763: the fixed 100 leaves 663 for the colour at y 47, which extends
    /// to y 0 (710 high); the bar stays at y 710.
    func testStackChildReachingTheBoundaryExtends() {
        let view = VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea()
            Color.blue.frame(height: 100).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "top"), CGRect(x: 0, y: 0, width: 390, height: 710))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 710, width: 390, height: 100))
    }

    /// §13: a view that doesn't reach the boundary stays where it is.
    func testViewAwayFromTheBoundaryDoesNotExtend() {
        let view = Color.red.frame(width: 100, height: 100).id("box").ignoresSafeArea()
        let snapshot = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "box"), CGRect(x: 145, y: 378.5, width: 100, height: 100))
    }

    /// §13: a view that extends is proposed the extended rectangle and centred in it: a fixed
    /// 100-high frame reaching the top in a VStack (y 47) is proposed y 0 to 147 and centred there,
    /// at y 23.5.
    func testFixedSizeViewIsCentredInTheExtendedRectangle() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 390, height: 100).id("box").ignoresSafeArea()
            Spacer()
        }
        let snapshot = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "box"), CGRect(x: 0, y: 23.5, width: 390, height: 100))
    }

    /// §13: without insets and without views that add any, ignoring the safe area changes nothing.
    func testNoInsetsNoChange() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root").ignoresSafeArea(), in: area)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(origin: .zero, size: area))
    }

    /// §13: `background(_:ignoresSafeAreaEdges:)` defaults to every edge (Apple's documented
    /// default), so a colour behind a view that fills the safe area fills the whole area, while
    /// the view itself stays in the safe area.
    func testShapeStyleBackgroundExtends() {
        let view = Color.clear.id("content").background(.red)
        let snapshot = LayoutSnapshot(of: view, in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "content"), CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(redFills(snapshot), [CGRect(origin: .zero, size: area)])
    }

    /// §13: `.background(Color.red)` is the shape-style form in SwiftUI, and extends too; with
    /// `ignoresSafeAreaEdges: []` it stays in the frame.
    func testColorBackgroundExtendsUnlessEdgesAreEmpty() {
        let extended = LayoutSnapshot(of: Color.clear.background(Color.red), in: area, safeAreaInsets: insets)
        XCTAssertEqual(redFills(extended), [CGRect(origin: .zero, size: area)])
        let kept = LayoutSnapshot(of: Color.clear.background(.red, ignoresSafeAreaEdges: []), in: area, safeAreaInsets: insets)
        XCTAssertEqual(redFills(kept), [CGRect(x: 0, y: 47, width: 390, height: 763)])
    }

    /// The rectangles of the red fills in the snapshot's display list.
    private func redFills(_ snapshot: LayoutSnapshot) -> [CGRect] {
        let red = DisplayList.RGBA(Color.red)
        return snapshot.displayList.items.compactMap { item in
            guard case .fill(let path, let color, _) = item.content, color == red else { return nil }
            let points = path.elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let point), .line(let point): return point
                case .quadCurve(let point, _), .curve(let point, _, _): return point
                case .closeSubpath: return nil
                }
            }
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                  let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
