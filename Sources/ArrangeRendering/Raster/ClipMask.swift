/// The coverage of the clip in force, one byte a pixel (255: fully inside).
struct ClipMask {
    let width: Int
    var values: [UInt8]

    /// The clip's coverage of pixel (x, y), 0 to 1.
    @inline(__always)
    func coverage(x: Int, y: Int) -> Float { Float(values[y * width + x]) / 255 }
}
