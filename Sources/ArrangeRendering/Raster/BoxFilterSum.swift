import Arrange

/// The running sum of the image sampler's box filter (`ImageSampler`): image pixels added with the
/// share of the box they cover, premultiplied by their opacity.
struct BoxFilterSum {
    private var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0, total = 0.0

    /// Adds the pixel at `offset` of `rgba` (straight RGBA bytes), covering `weight` of the box.
    @inline(__always)
    mutating func add(_ rgba: UnsafeBufferPointer<UInt8>, at offset: Int, weight: Double) {
        let covered = Double(rgba[offset + 3]) / 255 * weight
        red += Double(rgba[offset]) * covered
        green += Double(rgba[offset + 1]) * covered
        blue += Double(rgba[offset + 2]) * covered
        alpha += covered
        total += weight
    }

    /// The average colour, straight again; clear when nothing opaque was covered.
    var average: DisplayList.RGBA {
        guard alpha > 0, total > 0 else { return DisplayList.RGBA(red: 0, green: 0, blue: 0, opacity: 0) }
        return DisplayList.RGBA(red: red / alpha / 255, green: green / alpha / 255, blue: blue / alpha / 255, opacity: min(alpha / total, 1))
    }
}
