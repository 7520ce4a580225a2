import Foundation
import XCTest
import Arrange
import ArrangeRendering

/// Images from code in the Swift 6 language mode, as apps write it: `Image(data:)` (Arrange's
/// addition standing in for `Image(uiImage: UIImage(data:))`), the `Image` modifiers and
/// `imageScale(_:)` (see `IsolationTests` for why each test enters the main actor).
final class ImageTests: XCTestCase {
    /// The bytes of a test image from `Tests/ArrangeTests/Fixtures/Images` (written by
    /// `Scripts/make-image-fixtures.py`).
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ArrangeTests/Fixtures/Images/\(name)"))
    }

    /// A photo thumbnail: resizable, scaled to fit, in a fixed frame.
    struct Thumbnail: View {
        let data: Data
        var body: some View {
            Image(data: data)
                .resizable()
                .interpolation(.high)
                .antialiased(true)
                .scaledToFit()
                .id("thumbnail")
                .frame(width: 100, height: 50)
        }
    }

    /// A toolbar icon drawn as a template in the foreground style, with a symbol beside it.
    struct Toolbar: View {
        let data: Data
        var body: some View {
            HStack(spacing: 0) {
                Image(data: data).renderingMode(.template).interpolation(.none).id("icon")
                Image(systemName: "gear").symbolRenderingMode(.hierarchical).imageScale(.large).id("gear")
            }
            .foregroundStyle(.tint)
            .symbolRenderingMode(.monochrome)
        }
    }

    /// `scaledToFit()` keeps the image's aspect ratio (Apple's documentation: "Scales this view
    /// to fit its parent"): the 32 × 32 JPEG in a 100 × 50 frame is 50 × 50.
    func testJPEGFromDataScaledToFit() throws {
        let data = try Self.fixture("quadrants-progressive.jpg")
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Thumbnail(data: data), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(host.frame(of: "thumbnail")?.size, CGSize(width: 50, height: 50))
        }
    }

    /// An image that is not resizable is its pixel size (9 × 9 for the interlaced PNG); a large
    /// symbol is 1.3 × its medium size (Apple's `NSImage.SymbolScale.large`: "approximately 30%
    /// larger"), 20.4 × 1.3 = 26.52 at `body`.
    func testTemplateImageAndLargeSymbol() throws {
        let data = try Self.fixture("interlaced.png")
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Toolbar(data: data), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(host.frame(of: "icon")?.size, CGSize(width: 9, height: 9))
            XCTAssertEqual(host.frame(of: "gear")?.width ?? 0, 26.52, accuracy: 1e-9)
        }
    }

    /// Tiled and nine-sliced images take the proposed size (`resizable`: "the image takes the
    /// proposed size"); the renderer draws them to PNG.
    func testTiledImageRenders() throws {
        let data = try Self.fixture("interlaced.png")
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                Image(data: data).resizable(resizingMode: .tile).frame(width: 40, height: 20).id("tiled")
                Image(data: data).resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .stretch)
                    .frame(width: 40, height: 20).id("sliced")
            }
            let host = ViewHost(rootView: view, size: CGSize(width: 40, height: 40))
            XCTAssertEqual(host.frame(of: "tiled"), CGRect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertEqual(host.frame(of: "sliced"), CGRect(x: 0, y: 20, width: 40, height: 20))
            let renderer = ImageRenderer(content: view)
            XCTAssertNotNil(renderer.pngData())
        }
    }

    /// Damaged data is an empty image with a diagnostic, not a crash.
    func testDamagedDataIsEmpty() throws {
        let data = try Self.fixture("quadrants-444.jpg").prefix(300)
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: Image(data: data).id("broken"), in: CGSize(width: 50, height: 50))
            XCTAssertEqual(snapshot.frame(of: "broken")?.size, .zero)
            XCTAssertEqual(snapshot.diagnostics.count, 1)
        }
    }
}
