import Arrange
import ArrangeRendering
import Foundation
import SnapshotTesting

// Strategies for any view. A view is laid out either at its ideal size (the strategies without a
// size: the root view proposed `.unspecified`, as `ImageRenderer` does) or in a hosting view of a
// given size, as a screen or a window hosts it (the root view proposed that size and centred in
// it; Docs/LayoutRules.md §11).
//
// Isolation: `View` is main-actor isolated and swift-snapshot-testing's snapshot closures are not.
// `assertSnapshot` calls the closure synchronously on the thread that called it, and XCTest runs
// test methods on the main thread, so the closures enter the main actor with
// `MainActor.assumeIsolated`. Called off the main thread (for example from a Swift Testing test,
// which on Linux does not run on the main thread even when marked `@MainActor`), a strategy
// calls no `body` and gives a snapshot that fails with a sentence saying so.

extension Snapshotting where Value: View, Format == String {
    /// The frame of every view, one view a line (the tree `LayoutSnapshot`'s `description`
    /// prints), with the view laid out at its ideal size.
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(count: 3), as: .frames)
    /// ```
    public static var frames: Snapshotting { frames(size: nil) }

    /// The frame of every view, one view a line, with the view in a hosting view of `size`.
    ///
    /// - Parameter size: The hosting view's size, or nil for the view's ideal size.
    public static func frames(size: CGSize?) -> Snapshotting {
        text { SnapshotRendering.layOut($0, size: size).description }
    }

    /// What the view draws, one display-list item a line (`DisplayList`'s `description`), with
    /// the view laid out at its ideal size.
    public static var displayList: Snapshotting { displayList(size: nil) }

    /// What the view draws, one display-list item a line, in a hosting view of `size`.
    ///
    /// - Parameter size: The hosting view's size, or nil for the view's ideal size.
    public static func displayList(size: CGSize?) -> Snapshotting {
        text { SnapshotRendering.layOut($0, size: size).displayList.description }
    }

    /// The view as an SVG document (``SVGRenderer``, text as glyph outlines), laid out at its
    /// ideal size. Reference files have the `svg` extension, so they open in a browser.
    public static var svg: Snapshotting { svg(size: nil) }

    /// The view as an SVG document, in a hosting view of `size`.
    ///
    /// - Parameter size: The hosting view's size, or nil for the view's ideal size.
    public static func svg(size: CGSize?) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            SnapshotRendering.onMainActor(view, fallback: SnapshotRendering.offMainThread) { view in
                SVGRenderer().render(SnapshotRendering.layOut(view, size: size).displayList)
            }
        }
    }

    /// A text strategy (`txt` files, compared line by line) printing what `describe` gives.
    private static func text(_ describe: @escaping @MainActor (Value) -> String) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            SnapshotRendering.onMainActor(view, fallback: SnapshotRendering.offMainThread, describe)
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG image at its ideal size, one pixel a point, compared pixel for pixel.
    public static var image: Snapshotting { image() }

    /// The view as a PNG image, compared with the reference by its decoded pixels.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .image(size: CGSize(width: 390, height: 844)))
    /// assertSnapshot(of: Chart(), as: .image(scale: 2, precision: 0.99, perceptualPrecision: 0.98))
    /// ```
    ///
    /// `precision` and `perceptualPrecision` mean what they mean in swift-snapshot-testing's image
    /// strategies: with `perceptualPrecision` below 1, a pixel matches when its colour difference
    /// from the reference pixel (ΔE 1994, 0–100) is at most `(1 − perceptualPrecision) × 100`, and
    /// the snapshot matches when at least the fraction `precision` of its pixels match; with only
    /// `precision` below 1, that fraction of the RGBA bytes must be equal. On a failure a
    /// difference image is written to the `SNAPSHOT_ARTIFACTS` folder (or the temporary folder)
    /// and the message says where. A view that cannot be drawn (an empty size, an unusable scale)
    /// fails with a sentence saying why.
    ///
    /// - Parameters:
    ///   - size: The hosting view's size in points, or nil (the default) for the view's ideal
    ///     size.
    ///   - scale: Pixels per point (the environment's `displayScale` too); 1 by default.
    ///   - precision: The fraction of pixels that must match, 0…1; 1 by default.
    ///   - perceptualPrecision: How closely a pixel must match to count, 0…1; 1 (exactly) by
    ///     default. 0.98–0.99 matches what the human eye tells apart.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            SnapshotRendering.onMainActor(view, fallback: Data(SnapshotRendering.offMainThread.utf8)) { view in
                SnapshotRendering.png(SnapshotRendering.layOut(view, size: size, scale: scale).displayList, scale: scale)
            }
        }
    }
}
