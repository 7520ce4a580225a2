import XCTest
@testable import Arrange

/// `NamedCoordinateSpace`, `coordinateSpace(_:)`, `GeometryProxy.frame(in:)` with a
/// `CoordinateSpaceProtocol` and `GeometryProxy.bounds(of:)`. Apple's documentation:
/// `frame(in:)` "returns the container view's bounds rectangle, converted to a defined coordinate
/// space"; `bounds(of:)` "returns the given coordinate space's bounds rectangle, converted to the
/// local coordinate space"; `.scrollView` is "the named coordinate space that is added by the
/// system for the innermost containing scroll view". Hosts are 390 × 763.
final class NamedCoordinateSpaceTests: XCTestCase {
    /// What the observed view's proxy answered.
    final class Answers {
        var frames: [CGRect] = []
        var bounds: [CGRect?] = []
    }

    /// A VStack of a 100-point-high bar and the 40-point square: 390 × 140, centred at
    /// y = (763 - 140) / 2 = 311.5; the square is at (175, 100) in it, (175, 411.5) globally.
    struct Named: View {
        let answers: Answers
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                Color.blue.frame(width: 40, height: 40)
                    .onGeometryChange(for: [CGRect].self) { proxy in
                        [proxy.frame(in: .named("outer")), proxy.frame(in: .global), proxy.frame(in: .local),
                         proxy.frame(in: CoordinateSpace.named("outer")), proxy.frame(in: NamedCoordinateSpace.named("missing"))]
                    } action: { answers.frames = $0 }
                    .onGeometryChange(for: [CGRect?].self) { proxy in
                        [proxy.bounds(of: .named("outer")), proxy.bounds(of: .named("missing")), proxy.bounds(of: .scrollView)]
                    } action: { answers.bounds = $0 }
            }
            .coordinateSpace(.named("outer"))
        }
    }

    func testNamedSpaceFramesAndBounds() {
        let answers = Answers()
        _ = ViewHost(rootView: Named(answers: answers), size: CGSize(width: 390, height: 763))
        XCTAssertEqual(answers.frames, [
            CGRect(x: 175, y: 100, width: 40, height: 40),
            CGRect(x: 175, y: 411.5, width: 40, height: 40),
            CGRect(x: 0, y: 0, width: 40, height: 40),
            CGRect(x: 175, y: 100, width: 40, height: 40),
            CGRect(x: 175, y: 411.5, width: 40, height: 40), // no such space: the global frame
        ])
        XCTAssertEqual(answers.bounds, [CGRect(x: -175, y: -100, width: 390, height: 140), nil, nil])
    }

    /// A vertical scroll view 390 × 300, centred at y = (763 - 300) / 2 = 231.5; its content is
    /// a 50-point bar above the square, which is at (175, 50) in the scroll view's space.
    struct Scrolled: View {
        let answers: Answers
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                    Color.blue.frame(width: 40, height: 40)
                        .onGeometryChange(for: [CGRect].self) { proxy in
                            [proxy.frame(in: .scrollView), proxy.frame(in: .scrollView(axis: .vertical)), proxy.frame(in: .scrollView(axis: .horizontal))]
                        } action: { answers.frames = $0 }
                        .onGeometryChange(for: [CGRect?].self) { proxy in
                            [proxy.bounds(of: .scrollView), proxy.bounds(of: .scrollView(axis: .horizontal))]
                        } action: { answers.bounds = $0 }
                }
            }
            .frame(height: 300)
        }
    }

    func testScrollViewSpace() {
        let answers = Answers()
        _ = ViewHost(rootView: Scrolled(answers: answers), size: CGSize(width: 390, height: 763))
        XCTAssertEqual(answers.frames, [
            CGRect(x: 175, y: 50, width: 40, height: 40),
            CGRect(x: 175, y: 50, width: 40, height: 40),
            CGRect(x: 175, y: 281.5, width: 40, height: 40), // no horizontal scroll view: global
        ])
        XCTAssertEqual(answers.bounds, [CGRect(x: -175, y: -50, width: 390, height: 300), nil])
    }

    /// The name of a `NamedCoordinateSpace` resolves to `CoordinateSpace.named`; the local and
    /// global spaces to their cases.
    func testResolvedCoordinateSpaces() {
        XCTAssertEqual(NamedCoordinateSpace.named("a").coordinateSpace, .named("a"))
        XCTAssertEqual(NamedCoordinateSpace.named("a"), .named("a"))
        XCTAssertNotEqual(NamedCoordinateSpace.named("a"), .scrollView)
        XCTAssertEqual(LocalCoordinateSpace.local.coordinateSpace, .local)
        XCTAssertEqual(GlobalCoordinateSpace.global.coordinateSpace, .global)
    }

    /// Naming a view with a scroll view's space is reported and ignored.
    func testNamingWithTheScrollViewSpaceIsReported() {
        let snapshot = LayoutSnapshot(of: Color.red.coordinateSpace(.scrollView), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.diagnostics.map(\.message), ["coordinateSpace(.scrollView) names only scroll views; ignored"])
    }

    /// Inside a `GeometryReader` (the proxy of the reader): the 390 × 763 reader fills the host,
    /// and a reader in a named, padded VStack is 16 points in on each edge (§2.4).
    func testGeometryReaderProxyInNamedSpace() {
        let view = VStack {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .named("pad")).minX, height: proxy.bounds(of: .named("pad"))?.width ?? -1).id("probe")
            }
        }
        .padding()
        .coordinateSpace(.named("pad"))
        let frame = LayoutSnapshot(of: view, in: CGSize(width: 390, height: 763)).frame(of: "probe")
        XCTAssertEqual(frame?.size, CGSize(width: 16, height: 390))
    }
}
