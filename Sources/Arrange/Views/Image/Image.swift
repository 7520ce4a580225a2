import Foundation

/// A view that displays an image.
///
/// `Image(_:bundle:)` loads an image set of an asset catalog copied into a bundle's resources, or
/// `name.png` (or `name.jpg`) among them (the main bundle by default; Docs/Differences.md "Asset
/// catalogs"); `Image(contentsOfFile:)` and `Image(data:)` (Arrange's additions) load a PNG or
/// JPEG file by path or from its bytes. The file is decoded when the image is created (each file's
/// pixels are cached, Docs/Differences.md "Images: decoding"): an image is its pixel size in
/// points (one pixel a point), fixed unless ``resizable(capInsets:resizingMode:)`` lets it take
/// the proposed size. A missing or damaged file lays out as an empty image (zero size), and an
/// unknown name as a symbol's placeholder box; either is reported in `LayoutSnapshot.diagnostics`.
///
/// ```swift
/// Image("photo").resizable().scaledToFit().frame(width: 100)
/// ```
///
/// `Image(systemName:)` draws the symbol's icon (an openly licensed stand-in for Apple's symbol,
/// for the few hundred most used names; Docs/Differences.md "Symbol images") in the foreground
/// style, in a square 1.2 times the current font's point size (20.4 points for `body`), scaled by
/// ``View/imageScale(_:)``; other names draw a placeholder (a crossed box) of that size.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    enum Source: Equatable {
        case bitmap(DisplayList.Bitmap)
        case failed(ImageLoadingError)
        case symbol(String)
        /// An image set of an asset catalog: the file is chosen for the display scale when laid
        /// out (Image+Asset.swift).
        case assetSet(AssetImageSet, name: String)
        /// A name found neither in an asset catalog nor as a file: drawn as a placeholder.
        case unknownName(String, ImageLoadingError)
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

    /// Creates a labeled image from the image set `name` of an asset catalog in `bundle`'s
    /// resources, else from `name.png` (or `name.jpg`, `name.jpeg`) among them (the main bundle
    /// when nil).
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up.
    ///   - bundle: The bundle to search for the image resource; the main bundle when nil.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = Self.named(name, in: bundle ?? .main)
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

    /// Creates a system symbol image.
    ///
    /// The most used SF Symbols names draw an icon of the Phosphor set sized by the font (a
    /// `.fill` name its filled style, a bold font its bold weight); other names draw a marked
    /// placeholder of the same size (Docs/Differences.md "Symbol images").
    ///
    /// - Parameter systemName: The name of the system symbol image.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// The image file at `path`.
    static func load(_ path: String, name: String) -> Source {
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
        let content: LeafContent
        var size: CGSize
        var problem: String?
        let (source, scale) = resolvedSource(displayScale: context.environment.displayScale)
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
            size = CGSize(width: CGFloat(bitmap.pixelWidth) / scale, height: CGFloat(bitmap.pixelHeight) / scale)
        case .failed(let error):
            content = LeafContent(shape: nil, fill: nil, stroke: nil, isEmpty: true)
            size = .zero
            problem = "Image: \(error)"
        case .symbol(let name), .unknownName(let name, _):
            if case .unknownName(_, let error) = source { problem = "Image: \(error)" }
            let font = (context.environment.font ?? .body).resolved(in: context.environment)
            let side = font.pointSize * 1.2 * context.environment.imageScale.symbolFactor
            size = CGSize(width: side, height: side)
            // A system symbol the symbol font has draws its icon (Image+SystemSymbol.swift).
            if case .symbol = source {
                (content, problem) = Self.symbolContent(name, weight: font.weight, environment: context.environment)
            } else {
                content = Self.placeholderContent(name, environment: context.environment)
            }
        case .assetSet:
            // resolvedSource(displayScale:) has loaded the set's file.
            content = LeafContent(shape: nil, fill: nil, stroke: nil, isEmpty: true)
            size = .zero
        }
        let leaf = builder.addLeaf(content, context: context.child(0))
        let node = builder.addLayout(ImageLayout(size: size, isResizable: isResizable), children: [leaf], context: context)
        if let problem { builder.graph.report(problem, at: node) }
        if isDecorative { builder.setTrait(AccessibilityProperties(isHidden: true), for: AccessibilityProperties.traitKey, on: node) }
        output.append(node)
    }
}
