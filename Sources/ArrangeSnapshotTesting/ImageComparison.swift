import ArrangeRendering
import Foundation

/// Compares a new PNG snapshot with its reference as swift-snapshot-testing's image strategies
/// compare images (its `UIImage`/`NSImage` diffing, which needs UIKit or AppKit), on decoded
/// pixels:
///
/// - Identical premultiplied RGBA bytes match.
/// - With `precision` and `perceptualPrecision` both 1, any difference fails.
/// - With `perceptualPrecision` below 1, a pixel matches when its ΔE 1994 from the reference
///   pixel (``LabColor``) is at most `(1 − perceptualPrecision) × 100`; the images match when the
///   fraction of matching pixels is at least `precision`. The ΔE of two pixels is that of their
///   premultiplied colours (drawn over black), or the difference of their alphas × 100 when that
///   is larger, so a change of transparency counts too.
/// - Otherwise (only `precision` below 1), the images match when the fraction of equal
///   premultiplied RGBA bytes is at least `precision`, as the library counts bytes there.
struct ImageComparison {
    /// The fraction of pixels (or bytes) that must match, 0…1.
    let precision: Float
    /// How close a pixel must be to count as matching, 0…1 (1 − ΔE / 100).
    let perceptualPrecision: Float

    /// Why `new` does not match `reference`, or nil when it does. `referenceData` and `newData`
    /// are the PNG files; data that is not a PNG file (a snapshot that could not be rendered
    /// carries its reason as text) fails with a sentence saying so.
    func failure(referenceData: Data, newData: Data) -> String? {
        guard precision.isFinite, (0...1).contains(precision) else {
            return "The precision \(precision) is not a fraction between 0 and 1."
        }
        guard perceptualPrecision.isFinite, (0...1).contains(perceptualPrecision) else {
            return "The perceptual precision \(perceptualPrecision) is not a fraction between 0 and 1."
        }
        guard let new = PixelImage(png: newData) else {
            return "Newly-taken snapshot could not be loaded: \(String(decoding: newData.prefix(500), as: UTF8.self))"
        }
        guard let reference = PixelImage(png: referenceData) else {
            return "Reference image could not be loaded: it is not a PNG file Arrange can decode."
        }
        return failure(reference: reference, new: new)
    }

    /// Why `new` does not match `reference`, or nil when it does.
    func failure(reference: PixelImage, new: PixelImage) -> String? {
        guard reference.width == new.width, reference.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) pixels does not match reference@\(reference.width)×\(reference.height) pixels."
        }
        if reference.bytes == new.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            return "Newly-taken snapshot does not match reference."
        }
        if perceptualPrecision < 1 {
            return perceptualFailure(reference: reference, new: new)
        }
        let byteCount = reference.bytes.count
        let threshold = Int((1 - precision) * Float(byteCount))
        var different = 0
        for index in 0..<byteCount where reference.bytes[index] != new.bytes[index] { different += 1 }
        guard different > threshold else { return nil }
        let actual = 1 - Float(different) / Float(byteCount)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    /// The perceptual comparison: the fraction of pixels within the ΔE threshold.
    private func perceptualFailure(reference: PixelImage, new: PixelImage) -> String? {
        let threshold = Double((1 - perceptualPrecision) * 100)
        let pixelCount = reference.width * reference.height
        var failing = 0
        var maximum = 0.0
        for pixel in 0..<pixelCount {
            let delta = Self.deltaE(reference.bytes, new.bytes, at: pixel * 4)
            if delta > threshold {
                failing += 1
                maximum = Swift.max(maximum, delta)
            }
        }
        let actual = 1 - Float(failing) / Float(pixelCount)
        guard actual < precision else { return nil }
        let lowest = 1 - Swift.min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(Float(lowest)) is less than required \(perceptualPrecision)
            """
    }

    /// The ΔE 1994 of the pixels at byte `offset`, or their alpha difference × 100 when larger.
    static func deltaE(_ reference: [UInt8], _ new: [UInt8], at offset: Int) -> Double {
        if reference[offset] == new[offset], reference[offset + 1] == new[offset + 1],
           reference[offset + 2] == new[offset + 2], reference[offset + 3] == new[offset + 3] { return 0 }
        let old = LabColor(red: reference[offset], green: reference[offset + 1], blue: reference[offset + 2])
        let current = LabColor(red: new[offset], green: new[offset + 1], blue: new[offset + 2])
        let alpha = abs(Double(reference[offset + 3]) - Double(new[offset + 3])) / 255 * 100
        return Swift.max(current.deltaE94(from: old), alpha)
    }
}
