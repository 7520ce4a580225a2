import Foundation
import Arrange
import ArrangeRendering

/// The colour of one pixel of a host's picture at 1× on a white page (PNGRenderer, opaque).
struct Picture {
    let width: Int
    let rgba: [UInt8]

    @MainActor
    init<Content: View>(of host: ViewHost<Content>) throws {
        let pixels = try PNGRenderer(scale: 1, isOpaque: true).pixels(of: host.displayList)
        width = pixels.width
        rgba = pixels.rgba
    }

    /// Red, green and blue of the pixel whose top-left corner is (x, y).
    subscript(x: Int, y: Int) -> [Int] {
        let offset = (y * width + x) * 4
        return (0..<3).map { Int(rgba[offset + $0]) }
    }
}

/// SwiftUI's `easeInOut` timing curve: the cubic Bézier with control points (0.42, 0) and
/// (0.58, 1) (CSS's `ease-in-out`, which Apple's documentation of `Animation.easeInOut` matches),
/// its progress at time fraction `t` found by bisection on x(s).
func easeInOutProgress(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if bezier(middle, 0.42, 0.58) < t { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
}
