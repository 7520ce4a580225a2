import Arrange
import ArrangeRendering
import Foundation

/// Renders gallery examples to `NAME.svg` and `NAME.png` in a directory and writes an
/// `index.html` that shows each example's two pictures side by side with its Swift code.
///
/// ```swift
/// let writer = GalleryWriter(scale: 2)
/// try writer.write(to: URL(fileURLWithPath: "out")) { index, count, name in
///     print("[\(index)/\(count)] \(name)")
/// }
/// ```
///
/// Both pictures are drawn over white (opaque), so they look alike in any viewer; the PNG has
/// `scale` pixels a point and is shown at its size in points.
public struct GalleryWriter {
    /// The examples to render, in order.
    public var examples: [GalleryExample]
    /// Pixels per point of the PNG images (2 by default).
    public var scale: Double

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - examples: The examples to render (the whole gallery by default).
    ///   - scale: Pixels per point of the PNG images.
    public init(examples: [GalleryExample] = Gallery.examples, scale: Double = 2) {
        self.examples = examples
        self.scale = scale
    }

    /// What was written for one example.
    public struct Entry: Equatable, Sendable {
        /// The example's name.
        public var name: String
        /// The picture's size in points.
        public var size: CGSize
    }

    /// Renders every example into `directory` (created when missing, with its parents) and writes
    /// the index.
    ///
    /// - Parameters:
    ///   - directory: Where to write; must be a directory or not exist.
    ///   - progress: Called before each example with its 1-based position, the count and its name.
    /// - Returns: One entry per example written.
    /// - Throws: ``GalleryError`` when the directory can't be used, a file can't be written, or
    ///   an example can't be rendered.
    @discardableResult
    public func write(to directory: URL, progress: (Int, Int, String) -> Void = { _, _, _ in }) throws -> [Entry] {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw GalleryError.invalidScale(scale) }
        try Self.prepare(directory)
        var entries: [Entry] = []
        for (index, example) in examples.enumerated() {
            progress(index + 1, examples.count, example.name)
            let rendered = try render(example)
            try Self.write(Data(rendered.svg.utf8), to: directory.appendingPathComponent("\(example.name).svg"))
            try Self.write(rendered.png, to: directory.appendingPathComponent("\(example.name).png"))
            entries.append(Entry(name: example.name, size: rendered.size))
        }
        let html = GalleryIndex(examples: examples, entries: entries).html
        try Self.write(Data(html.utf8), to: directory.appendingPathComponent("index.html"))
        return entries
    }

    /// One example drawn: its SVG text, its PNG file and its size in points.
    public func render(_ example: GalleryExample) throws -> (svg: String, png: Data, size: CGSize) {
        let renderer = ImageRenderer(content: example.view)
        renderer.proposedSize = example.proposal
        renderer.isOpaque = true
        let list = renderer.displayList
        let svg = renderer.svg
        do {
            let png = try PNGRenderer(scale: CGFloat(scale), isOpaque: true).render(list)
            return (svg, png, list.size)
        } catch {
            throw GalleryError.renderFailed(example: example.name, reason: "\(error)")
        }
    }

    /// Makes sure `directory` is a directory that exists.
    static func prepare(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw GalleryError.notADirectory(path: directory.path) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw GalleryError.cannotCreateDirectory(path: directory.path, reason: Self.reason(error))
        }
    }

    static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw GalleryError.cannotWrite(path: url.path, reason: Self.reason(error))
        }
    }

    /// The most specific sentence the error offers.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
