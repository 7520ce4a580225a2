import Arrange
import Dispatch

/// Paints a large picture in bands of rows, on every core.
///
/// Each band replays the whole display list into a canvas of its own rows (`RasterRenderer` with
/// a row offset), and the bands are joined. A band's pixels are those a single canvas would have:
/// moving every coordinate up by a whole number of pixels is exact in floating point, and the
/// rasteriser's decisions depend only on differences of coordinates. A picture with a shadow or a
/// blur, which spread pixels across rows, is painted in one band, as is a small one. The bands
/// depend on the picture's size only, not on the number of cores, so the output is the same on
/// every machine.
enum RasterBands {
    /// Pictures of fewer pixels are painted in one band.
    static let minimumPixels = 1 << 19
    /// The most bands a picture is cut into (each replays the display list).
    static let maximumBands = 4

    /// The row ranges to paint `items` in.
    static func rows(width: Int, height: Int, items: [DisplayList.Item]) -> [Range<Int>] {
        guard !spreadsAcrossRows(items), width * height >= minimumPixels, height >= maximumBands * 16 else { return [0..<height] }
        let bands = Swift.min(maximumBands, Swift.max(1, width * height / minimumPixels))
        let rowsPerBand = (height + bands - 1) / bands
        return stride(from: 0, to: height, by: rowsPerBand).map { $0..<Swift.min(height, $0 + rowsPerBand) }
    }

    /// Whether `items` hold a shadow or a blur, which spread pixels across rows: such a picture
    /// is painted in one band.
    static func spreadsAcrossRows(_ items: [DisplayList.Item]) -> Bool {
        items.contains { item in
            switch item.content {
            case .pushShadow: return true
            case .pushFilter(.blur): return true
            default: return false
            }
        }
    }

    /// The straight-alpha RGBA pixels of `items` painted on a `width` × `height` canvas at
    /// `scale` pixels a point, over white first when `opaque`.
    static func paint(_ items: [DisplayList.Item], width: Int, height: Int, scale: CGFloat, opaque: Bool) -> [UInt8] {
        let bands = rows(width: width, height: height, items: items)
        // Every byte is written by the band that holds its row.
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
            let work = Work(items: items, width: width, scale: scale, opaque: opaque, bands: bands, output: output)
            if bands.count == 1 {
                work.run(0)
            } else {
                DispatchQueue.concurrentPerform(iterations: bands.count) { work.run($0) }
            }
            count = width * height * 4
        }
    }

    /// The canvas of rows `rows` of a `width` × `height` picture of `items` at `scale` pixels a
    /// point, over white first when `opaque`: the items outside the rows are skipped
    /// (`paintUnlessOutsideRows`).
    static func paint(_ items: [DisplayList.Item], rows: Range<Int>, width: Int, height: Int, scale: CGFloat, opaque: Bool) -> RasterCanvas {
        var renderer = RasterRenderer(width: width, height: rows.count, scale: scale, rowOffset: rows.lowerBound, opaque: opaque)
        for item in items { renderer.paintUnlessOutsideRows(item.content) }
        return renderer.finish()
    }

    /// What the workers share: each band writes only its own rows of `output`.
    private struct Work: @unchecked Sendable {
        let items: [DisplayList.Item]
        let width: Int
        let scale: CGFloat
        let opaque: Bool
        let bands: [Range<Int>]
        let output: UnsafeMutableBufferPointer<UInt8>

        func run(_ band: Int) {
            let rows = bands[band]
            let canvas = RasterBands.paint(items, rows: rows, width: width, height: bands.last?.upperBound ?? 0, scale: scale, opaque: opaque)
            guard let base = output.baseAddress else { return canvas.recycle() }
            canvas.writeStraightRGBA(to: base + rows.lowerBound * width * 4)
            canvas.recycle()
        }
    }
}
