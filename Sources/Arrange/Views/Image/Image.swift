import Foundation

/// A view that displays an image.
///
/// `Image(_:bundle:)` loads `name.png` (or `name.jpg`) from a bundle's resources (the main bundle
/// by default); `Image(contentsOfFile:)` and `Image(data:)` (Arrange's additions) load a PNG or
/// JPEG file by path or from its bytes. The file is decoded when the image is created (each file's
/// pixels are cached, Docs/Differences.md "Images: decoding"): an image is its pixel size in
/// points (one pixel a point), fixed unless ``resizable(capInsets:resizingMode:)`` lets it take
/// the proposed size. A missing or damaged file lays out as an empty image (zero size) and is
/// reported in `LayoutSnapshot.diagnostics`.
///
/// ```swift
/// Image("photo").resizable().scaledToFit().frame(width: 100)
/// ```
///
/// `Image(systemName:)` draws a placeholder (a crossed box) of the symbol's size, a square 1.2 times
/// the current font's point size (20.4 points for `body`), scaled by ``View/imageScale(_:)``.
public struct Image: View, PrimitiveView {
    enum Source {
        case bitmap(DisplayList.Bitmap)
        case failed(ImageLoadingError)
        case symbol(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    /// Made with `init(decorative:bundle:)`: no accessibility element.
    var isDecorative = false
    var interpolation = Interpolation.high
    var isAntialiased = true
    var symbolRenderingMode: SymbolRenderingMode?

    /// Creates a labeled image from `name.png` (or `name.jpg`, `name.jpeg`) in `bundle`'s resources
    /// (the main bundle when nil).
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let url = ["png", "jpg", "jpeg"].lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }.first
        if let url {
            source = Self.load(url.path, name: name)
        } else {
            source = .failed(.missing("\(name).png in \(bundle.bundlePath)"))
        }
    }

    /// Creates an unlabeled, decorative image from `name.png` in `bundle`'s resources.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// Creates an image from a PNG or JPEG file at `path` (Arrange's addition: SwiftUI loads images
    /// from asset catalogs or platform image types).
    public init(contentsOfFile path: String) {
        source = Self.load(path, name: path)
    }

    /// Creates an image from the bytes of a PNG or JPEG file (Arrange's addition, standing in for
    /// SwiftUI's `Image(uiImage: UIImage(data:))`, which Linux lacks). Damaged or unsupported data
    /// gives an empty image and a diagnostic saying what is wrong.
    public init(data: Data) {
        source = Self.decode(data, name: "data (\(data.count) bytes)")
    }

    /// Creates a system symbol image: drawn as a placeholder, since Arrange has no SF Symbols.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// The image file at `path`.
    private static func load(_ path: String, name: String) -> Source {
        guard FileManager.default.fileExists(atPath: path) else { return .failed(.missing(path)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failed(.unreadable(path)) }
        return decode(data, name: name)
    }

    /// The image in `data`, decoded (or found in the cache).
    private static func decode(_ data: Data, name: String) -> Source {
        switch ImageDecodingCache.shared.pixels(of: data) {
        case .success(let pixels):
            var bitmap = DisplayList.Bitmap(name: name, data: data, pixelWidth: pixels.width, pixelHeight: pixels.height)
            bitmap.pixels = pixels
            return .bitmap(bitmap)
        case .failure(let error):
            return .failed(error)
        }
    }

    /// An image is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let content: LeafContent, size: CGSize
        var problem: String?
        switch source {
        case .bitmap(var bitmap):
            if renderingMode == .template {
                bitmap.templateColor = context.environment.foregroundColor.map(DisplayList.RGBA.init) ?? .black
            }
            bitmap.interpolation = interpolation
            bitmap.isAntialiased = isAntialiased
            if isResizable {
                bitmap.capInsets = capInsets
                bitmap.resizingMode = resizingMode
            }
            content = LeafContent(shape: nil, fill: nil, stroke: nil, bitmap: bitmap)
            size = CGSize(width: bitmap.pixelWidth, height: bitmap.pixelHeight)
        case .failed(let error):
            content = LeafContent(shape: nil, fill: nil, stroke: nil, isEmpty: true)
            size = .zero
            problem = "Image: \(error)"
        case .symbol(let name):
            let pointSize = (context.environment.font ?? .body).resolved(in: context.environment).pointSize
            let side = pointSize * 1.2 * context.environment.imageScale.symbolFactor
            size = CGSize(width: side, height: side)
            content = LeafContent(shape: SymbolPlaceholder(name: name), fill: nil,
                                  stroke: (color: context.environment.foregroundColor, style: StrokeStyle(lineWidth: 1), isInset: true))
        }
        let leaf = builder.addLeaf(content, context: context.child(0))
        let node = builder.addLayout(ImageLayout(size: size, isResizable: isResizable), children: [leaf], context: context)
        if let problem { builder.graph.report(problem, at: node) }
        if isDecorative { builder.setTrait(AccessibilityProperties(isHidden: true), for: AccessibilityProperties.traitKey, on: node) }
        output.append(node)
    }
}
