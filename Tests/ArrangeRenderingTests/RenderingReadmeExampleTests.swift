import Foundation
import XCTest
import Arrange
import ArrangeRendering

final class RenderingReadmeExampleTests: XCTestCase {
    /// The README's "Rendering" example, writing to a temporary directory.
    func testReadmeExample() throws {
        let badge = HStack {
            Circle().fill(Color.green).frame(width: 12, height: 12)
            Text("Online")
        }
        .padding(8)
        .background(Color.yellow)

        let renderer = ImageRenderer(content: badge)
        renderer.scale = 2
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try renderer.pngData()!.write(to: directory.appendingPathComponent("badge.png"))
        try renderer.svg.write(toFile: directory.appendingPathComponent("badge.svg").path, atomically: true, encoding: .utf8)

        let image = try DecodedPNG(Data(contentsOf: directory.appendingPathComponent("badge.png")))
        let size = LayoutSnapshot(of: badge, proposal: .unspecified).size
        XCTAssertEqual(image.width, Int((size.width * 2).rounded(.up)))
        XCTAssertEqual(image[1, 1], [255, 204, 0, 255]) // the yellow background
        XCTAssertTrue(renderer.svg.contains("fill=\"#34C759\""))
    }
}
