import Foundation

/// A view that displays an image.
///
/// `Image(_:bundle:)` loads `name.png` from a bundle's resources (the main bundle by default);
/// `Image(contentsOfFile:)` (Arrange's addition) loads a PNG file by path. Layout reads only the
/// PNG header: an image is its pixel size in points (one pixel a point), fixed unless
/// ``resizable(capInsets:resizingMode:)`` lets it take the proposed size. A missing or damaged
/// file lays out as an empty image (zero size) and is reported in `LayoutSnapshot.diagnostics`.
///
/// ```swift
/// Image("photo").resizable().scaledToFit().frame(width: 100)
/// ```
///
/// `Image(systemName:)` draws a placeholder (a crossed box) of the symbol's size, a square 1.2 times
/// the current font's point size (20.4 points for `body`).
public struct Image: View, PrimitiveView {
    enum Source {
        case bitmap(DisplayList.Bitmap)
        case failed(ImageLoadingError)
        case symbol(String)
    }

    let source: Source
    var isResizable = false

    /// The way an image fills space when resized.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image (drawn stretched in Arrange).
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Creates a labeled image from `name.png` in `bundle`'s resources (the main bundle when nil).
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        if let url = bundle.url(forResource: name, withExtension: "png") {
            source = Self.load(url.path, name: name)
        } else {
            source = .failed(.missing("\(name).png in \(bundle.bundlePath)"))
        }
    }

    /// Creates an unlabeled, decorative image from `name.png` in `bundle`'s resources.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// Creates an image from a PNG file at `path` (Arrange's addition: SwiftUI loads images from
    /// asset catalogs or platform image types).
    public init(contentsOfFile path: String) {
        source = Self.load(path, name: path)
    }

    /// Creates a system symbol image: drawn as a placeholder, since Arrange has no SF Symbols.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// The image file at `path`, its size read from its header.
    private static func load(_ path: String, name: String) -> Source {
        guard FileManager.default.fileExists(atPath: path) else { return .failed(.missing(path)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failed(.unreadable(path)) }
        switch PNGHeader.read(data) {
        case .success(let header):
            return .bitmap(DisplayList.Bitmap(name: name, data: data, pixelWidth: header.width, pixelHeight: header.height))
        case .failure(let error):
            return .failed(error)
        }
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: the image takes the
    /// proposed size (its own size on an unspecified axis). Cap insets and tiling are not
    /// honoured: the whole image is stretched.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// An image is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let content: LeafContent, size: CGSize
        var problem: String?
        switch source {
        case .bitmap(let bitmap):
            content = LeafContent(shape: nil, fill: nil, stroke: nil, bitmap: bitmap)
            size = CGSize(width: bitmap.pixelWidth, height: bitmap.pixelHeight)
        case .failed(let error):
            content = LeafContent(shape: nil, fill: nil, stroke: nil, isEmpty: true)
            size = .zero
            problem = "Image: \(error)"
        case .symbol(let name):
            let side = ((context.environment.font ?? .body).resolved(in: context.environment).pointSize * 1.2)
            size = CGSize(width: side, height: side)
            content = LeafContent(shape: SymbolPlaceholder(name: name), fill: nil,
                                  stroke: (color: context.environment.foregroundColor, style: StrokeStyle(lineWidth: 1), isInset: true))
        }
        let leaf = builder.addLeaf(content, context: context.child(0))
        let node = builder.addLayout(ImageLayout(size: size, isResizable: isResizable), children: [leaf], context: context)
        if let problem { builder.graph.report(problem, at: node) }
        output.append(node)
    }
}
