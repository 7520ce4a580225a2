import Foundation

extension JPEGDecoder {
    /// `cos((2x + 1)uπ / 16)`, scaled by `C(u) / 2`, at `u × 8 + x` (T.81 A.3.3's inverse DCT).
    private static let cosines: [Float] = (0..<64).map { index in
        let u = index / 8, x = index % 8
        let scale: Float = u == 0 ? Float(1 / 2.0.squareRoot()) : 1
        return scale / 2 * Float(cos(Double(2 * x + 1) * Double(u) * Double.pi / 16))
    }

    /// Dequantizes and inverse-transforms every block, upsamples the chroma (each sample covers
    /// its `maxHorizontal / horizontal` × `maxVertical / vertical` pixels) and converts YCbCr to
    /// RGB (JFIF's equations).
    static func output(_ frame: JPEGFrame, state: State) throws -> DisplayList.Pixels {
        var planes: [[UInt8]] = []
        for component in frame.components {
            guard let table = state.quantization[component.quantizationTable] else {
                throw damaged("component \(component.id) uses quantization table \(component.quantizationTable), which the file does not define")
            }
            planes.append(plane(component, table: table))
        }
        let width = frame.width, height = frame.height
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let rgb = frame.components.count == 3 && state.adobeTransform == 0
        // Plain numbers per component, so that the pixel loop touches no arrays of structures.
        let horizontal = frame.components.map(\.horizontal), vertical = frame.components.map(\.vertical)
        let strides = frame.components.map { $0.blocksPerLine * 8 }
        let grey = frame.components.count == 1
        let first = planes[0], second = grey ? [] : planes[1], third = grey ? [] : planes[2]
        rgba.withUnsafeMutableBufferPointer { out in
            first.withUnsafeBufferPointer { p0 in
                second.withUnsafeBufferPointer { p1 in
                    third.withUnsafeBufferPointer { p2 in
                        for y in 0..<height {
                            let row0 = y * vertical[0] / frame.maxVertical * strides[0]
                            if grey {
                                for x in 0..<width {
                                    let value = p0[row0 + x * horizontal[0] / frame.maxHorizontal], target = (y * width + x) * 4
                                    out[target] = value; out[target + 1] = value; out[target + 2] = value
                                }
                                continue
                            }
                            let row1 = y * vertical[1] / frame.maxVertical * strides[1]
                            let row2 = y * vertical[2] / frame.maxVertical * strides[2]
                            for x in 0..<width {
                                let target = (y * width + x) * 4
                                let a = Float(p0[row0 + x * horizontal[0] / frame.maxHorizontal])
                                let b = Float(p1[row1 + x * horizontal[1] / frame.maxHorizontal])
                                let c = Float(p2[row2 + x * horizontal[2] / frame.maxHorizontal])
                                if rgb {
                                    out[target] = UInt8(a); out[target + 1] = UInt8(b); out[target + 2] = UInt8(c)
                                } else {
                                    let cb = b - 128, cr = c - 128
                                    out[target] = clamp(a + 1.402 * cr)
                                    out[target + 1] = clamp(a - 0.344136 * cb - 0.714136 * cr)
                                    out[target + 2] = clamp(a + 1.772 * cb)
                                }
                            }
                        }
                    }
                }
            }
        }
        return DisplayList.Pixels(width: width, height: height, rgba: rgba)
    }

    @inline(__always)
    private static func clamp(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, (value + 0.5).rounded(.down))))
    }

    /// One component's samples: its blocks dequantized, inverse-transformed and level-shifted,
    /// `blocksPerLine × 8` samples a row.
    private static func plane(_ component: JPEGFrame.Component, table: [Int32]) -> [UInt8] {
        let stride = component.blocksPerLine * 8
        var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
        let quantization = table.map(Float.init)
        let coefficients = UnsafeMutablePointer<Float>.allocate(capacity: 64), rows = UnsafeMutablePointer<Float>.allocate(capacity: 64)
        defer {
            coefficients.deallocate()
            rows.deallocate()
        }
        let cosines = Self.cosines
        samples.withUnsafeMutableBufferPointer { out in
            component.coefficients.withUnsafeBufferPointer { all in
                cosines.withUnsafeBufferPointer { cosines in
                    for blockRow in 0..<component.blocksPerColumn {
                        for blockColumn in 0..<component.blocksPerLine {
                            let base = (blockRow * component.blocksPerLine + blockColumn) * 64
                            for index in 0..<64 { coefficients[index] = Float(all[base + index]) * quantization[index] }
                            // Rows: for each frequency row v, the eight x samples.
                            for v in 0..<8 {
                                for x in 0..<8 {
                                    var sum: Float = 0
                                    for u in 0..<8 { sum += cosines[u * 8 + x] * coefficients[v * 8 + u] }
                                    rows[v * 8 + x] = sum
                                }
                            }
                            // Columns: for each x, the eight y samples.
                            for x in 0..<8 {
                                for y in 0..<8 {
                                    var sum: Float = 0
                                    for v in 0..<8 { sum += cosines[v * 8 + y] * rows[v * 8 + x] }
                                    out[(blockRow * 8 + y) * stride + blockColumn * 8 + x] = clamp(sum + 128)
                                }
                            }
                        }
                    }
                }
            }
        }
        return samples
    }
}
