import Arrange
import ArrangeRendering
import Foundation
import SnapshotTesting

// Strategies for a `ViewHost`: what it shows now, at its own size. A host is not bound to the
// main actor, but the bodies it evaluates when it updates are, so these strategies enter the main
// actor as the view strategies do (`Snapshotting+View.swift`): on the main thread, where
// `assertSnapshot` calls them from an XCTest test method.

extension Snapshotting where Value: LayoutSnapshotProviding, Format == String {
    /// The frame of every view the host shows, one view a line.
    public static var frames: Snapshotting {
        text { $0.snapshot.description }
    }

    /// What the host draws, one display-list item a line.
    public static var displayList: Snapshotting {
        text { $0.displayList.description }
    }

    /// What the host draws, as an SVG document (text as glyph outlines).
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { host in
            SnapshotRendering.onMainActor(host, fallback: SnapshotRendering.offMainThread) { host in
                SVGRenderer().render(host.displayList)
            }
        }
    }

    /// A text strategy (`txt` files, compared line by line) printing what `describe` gives.
    private static func text(_ describe: @escaping @MainActor (Value) -> String) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { host in
            SnapshotRendering.onMainActor(host, fallback: SnapshotRendering.offMainThread, describe)
        }
    }
}

extension Snapshotting where Value: LayoutSnapshotProviding, Format == Data {
    /// What the host draws as a PNG image, one pixel a point, compared pixel for pixel.
    public static var image: Snapshotting { image() }

    /// What the host draws as a PNG image at its size, compared with the reference by its decoded
    /// pixels; `precision` and `perceptualPrecision` as in the view strategy
    /// (`Snapshotting.image(size:scale:precision:perceptualPrecision:)`).
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; 1 by default. The host lays out with its own environment's
    ///     `displayScale`.
    ///   - precision: The fraction of pixels that must match, 0…1; 1 by default.
    ///   - perceptualPrecision: How closely a pixel must match to count, 0…1; 1 by default.
    public static func image(scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { host in
            SnapshotRendering.onMainActor(host, fallback: Data(SnapshotRendering.offMainThread.utf8)) { host in
                SnapshotRendering.png(host.displayList, scale: scale)
            }
        }
    }
}
