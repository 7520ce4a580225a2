import XCTest
import Arrange
import ArrangeRendering

/// `ImageRenderer`'s async forms (Arrange's addition: Docs/Differences.md, "Web: image service")
/// give the bytes of its synchronous ones: the same display list, encoded off the main actor.
final class ImageRendererAsyncTests: XCTestCase {
    func testAsyncPNGAndSVGEqualTheSynchronousOnes() async throws {
        try await checkAsyncPNGAndSVG()
    }

    /// On the main actor, where SwiftUI code makes views and renderers.
    @MainActor
    private func checkAsyncPNGAndSVG() async throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.blue).frame(width: 40, height: 30).padding(5))
        renderer.scale = 2
        let png = try await renderer.pngData(timeLimit: .seconds(60))
        XCTAssertEqual(png, renderer.pngData())
        // 50 × 40 points at 2 pixels a point: a 100 × 80 PNG (IHDR width and height, PNG §11.2.2).
        XCTAssertEqual(png.map { Array($0[16..<24]) }, [0, 0, 0, 100, 0, 0, 0, 80])
        let svg = try await renderer.svg(timeLimit: nil)
        XCTAssertEqual(svg, renderer.svg)
        renderer.isOpaque = true
        let opaque = try await renderer.svg(timeLimit: nil)
        XCTAssertEqual(opaque, renderer.svg)
    }

    func testAnEmptyImageIsNilAsSynchronously() async throws {
        try await checkEmptyImage()
    }

    @MainActor
    private func checkEmptyImage() async throws {
        let renderer = ImageRenderer(content: EmptyView())
        let png = try await renderer.pngData(timeLimit: nil)
        XCTAssertNil(png)
    }
}
