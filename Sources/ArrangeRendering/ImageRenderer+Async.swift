import Arrange
import Foundation

/// Async rendering for servers (Arrange's addition: SwiftUI's `ImageRenderer` has no async
/// API; Docs/Differences.md, "Web: image service").
///
/// The content is made and laid out on the main actor (its `body`s must run there), with
/// ``LayoutSnapshot/init(of:proposal:environment:timeLimit:)``; the display list it produces is a
/// `Sendable` value, so rasterising and encoding run off the main actor, on the global executor's
/// threads (every core), while the main actor lays out the next request's view.
///
/// ```swift
/// let renderer = ImageRenderer(content: card)
/// renderer.scale = 2
/// let png = try await renderer.pngData(timeLimit: .seconds(2))
/// ```
extension ImageRenderer {
    /// The content laid out and drawn, on a canvas of its size, laid out on the main actor
    /// within `timeLimit`.
    ///
    /// - Parameter timeLimit: How long the layout may take; nil for no limit.
    /// - Throws: `CancellationError` when the task was cancelled or the time limit passed.
    @MainActor
    public func displayList(timeLimit: Duration?) async throws(CancellationError) -> DisplayList {
        try await layOut(timeLimit: timeLimit).displayList
    }

    /// ``displayList(timeLimit:)`` without the items' source names: the list the renderers draw
    /// (Docs/Engine.md, "Source names").
    @MainActor
    func drawingList(timeLimit: Duration?) async throws(CancellationError) -> DisplayList {
        try await layOut(timeLimit: timeLimit).displayList(namingSources: false)
    }

    /// The content laid out on the main actor within `timeLimit` at the renderer's scale.
    @MainActor
    private func layOut(timeLimit: Duration?) async throws(CancellationError) -> LayoutSnapshot {
        try await LayoutSnapshot(of: content, proposal: proposedSize, environment: layoutEnvironment, timeLimit: timeLimit)
    }

    /// The content as a PNG image of ``scale`` pixels per point, laid out on the main actor and
    /// encoded off it; nil when there is nothing to render or the image would exceed
    /// ``PNGRenderer/defaultMaximumPixelCount`` pixels, as ``pngData()``.
    ///
    /// - Parameter timeLimit: How long the layout may take; nil for no limit.
    /// - Throws: `CancellationError` when the task was cancelled or the time limit passed.
    @MainActor
    public func pngData(timeLimit: Duration?) async throws(CancellationError) -> Data? {
        let list = try await drawingList(timeLimit: timeLimit)
        let renderer = PNGRenderer(scale: scale, isOpaque: isOpaque)
        return await Task.detached { try? renderer.render(list) }.value
    }

    /// The content as a standalone SVG document, laid out on the main actor and written off it,
    /// as ``svg``.
    ///
    /// - Parameter timeLimit: How long the layout may take; nil for no limit.
    /// - Throws: `CancellationError` when the task was cancelled or the time limit passed.
    @MainActor
    public func svg(timeLimit: Duration?) async throws(CancellationError) -> String {
        var list = try await drawingList(timeLimit: timeLimit)
        if isOpaque { list.items.insert(Self.whiteBackground(of: list.size), at: 0) }
        let document = list
        return await Task.detached { SVGRenderer().render(document) }.value
    }

    /// A white rectangle covering a canvas of `size`: an opaque renderer's background.
    static func whiteBackground(of size: CGSize) -> DisplayList.Item {
        DisplayList.Item(.fill(Path(CGRect(origin: .zero, size: size)), color: DisplayList.RGBA(red: 1, green: 1, blue: 1), rule: .nonZero))
    }
}
