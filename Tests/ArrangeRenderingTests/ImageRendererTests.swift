import Foundation
import XCTest
import Arrange
import ArrangeRendering

final class ImageRendererTests: XCTestCase {
    func testDefaultsAreSwiftUIs() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        XCTAssertEqual(renderer.proposedSize, .unspecified)
        XCTAssertEqual(renderer.scale, 1)
        XCTAssertFalse(renderer.isOpaque)
    }

    func testPNGAtScaleIsTheViewsSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        renderer.scale = 2
        let image = try DecodedPNG(XCTUnwrap(renderer.pngData()))
        XCTAssertEqual([image.width, image.height], [40, 20])
        XCTAssertEqual(image[39, 19], [255, 59, 48, 255])
    }

    func testProposedSizeAndOpaqueBackground() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.blue))
        renderer.proposedSize = ProposedViewSize(width: 30, height: 10)
        renderer.isOpaque = true
        let image = try DecodedPNG(XCTUnwrap(renderer.pngData()))
        XCTAssertEqual([image.width, image.height], [30, 10])
        XCTAssertEqual(image[0, 0], [255, 255, 255, 255])
        XCTAssertEqual(image[15, 5], [0, 122, 255, 255])
        XCTAssertTrue(renderer.svg.contains("<path d=\"M0 0H30V10H0Z\" fill=\"#FFFFFF\"/>"))
    }

    func testSVG() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        XCTAssertEqual(renderer.svg, """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
            <path d="M0 0H20V10H0Z" fill="#FF3B30"/>
            </svg>

            """)
    }

    func testEmptyContentHasNoImage() {
        XCTAssertNil(ImageRenderer(content: EmptyView()).pngData())
        XCTAssertNil(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).pngData())
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = .nan
        XCTAssertNil(renderer.pngData())
        renderer.scale = 10_000
        XCTAssertNil(renderer.pngData()) // 100,000 × 100,000 pixels: over the limit
    }
}
