import Arrange
import Dispatch
import Foundation

extension RasterBands {
    /// A picture painted for a PNG file: the file, or the pixels when it must be encoded whole.
    enum EncodedPicture {
        /// The PNG file; nil when zlib failed.
        case file(Data?)
        /// The straight-alpha RGBA pixels, row by row, for ``PNGEncoder/encode(width:height:rgba:)``:
        /// the picture is not opaque, or holds a shadow or a blur.
        case pixels([UInt8])
    }

    /// Paints `items` on a `width` × `height` canvas at `scale` pixels a point (over white first
    /// when `opaque`) and encodes the picture as a PNG file, each band of rows painted, filtered
    /// and compressed by one worker, on every core, without waiting for the other bands.
    ///
    /// The bands are the PNG encoder's compressed bands of an opaque picture
    /// (`PNGEncoder.rowsPerBand`, three bytes a pixel), so the file is byte for byte the one
    /// ``PNGEncoder/encode(width:height:rgba:)`` writes for the same pixels, on any number of
    /// cores. A band paints the row above its first too (exactly as the band above paints it,
    /// ``RasterBands``), which the Paeth filter predicts from. An opaque canvas's premultiplied
    /// bytes are its straight ones, so an opaque band is filtered from its canvas in place. When
    /// a band is not wholly opaque the file is truecolour with alpha: the bands' pixels are
    /// returned to be encoded whole. A picture whose pixels spread across rows (a shadow, a
    /// blur) is painted in one band (``paint(_:width:height:scale:opaque:)``) and returned too.
    static func png(_ items: [DisplayList.Item], width: Int, height: Int, scale: CGFloat, opaque: Bool) -> EncodedPicture {
        guard width > 0, height > 0, !spreadsAcrossRows(items) else {
            return .pixels(paint(items, width: width, height: height, scale: scale, opaque: opaque))
        }
        let rowsPerBand = PNGEncoder.rowsPerBand(width: width, channels: 3)
        let count = (height + rowsPerBand - 1) / rowsPerBand
        var canvases = [RasterCanvas?](repeating: nil, count: count)
        var pieces = [ParallelDeflate.Piece?](repeating: nil, count: count)
        canvases.withUnsafeMutableBufferPointer { canvases in
            pieces.withUnsafeMutableBufferPointer { pieces in
                let work = EncodingWork(items: items, width: width, height: height, scale: scale, opaque: opaque,
                                        rowsPerBand: rowsPerBand, canvases: canvases, pieces: pieces)
                if count == 1 {
                    work.run(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: count) { work.run($0) }
                }
            }
        }
        // A band that is not opaque left its piece out.
        if pieces.allSatisfy({ $0 != nil }) {
            return .file(ParallelDeflate.stream(of: pieces).map { PNGEncoder.file(width: width, height: height, opaque: true, compressed: $0) })
        }
        return .pixels([UInt8](unsafeUninitializedCapacity: width * height * 4) { output, written in
            // Every band's own rows, below the row above it that it painted too.
            for band in 0..<count {
                guard let base = output.baseAddress else { continue }
                let first = band * rowsPerBand
                // An opaque band's canvas went back to the pool once its rows were compressed:
                // painted again, as it was.
                let canvas = canvases[band] ?? paint(items, rows: Swift.max(first - 1, 0)..<Swift.min(height, first + rowsPerBand),
                                                     width: width, height: height, scale: scale, opaque: opaque)
                canvas.writeStraightRGBA(to: base + first * width * 4, fromRow: first == 0 ? 0 : 1)
                canvas.recycle()
            }
            written = width * height * 4
        })
    }

    /// What the workers share: each band writes only its own elements of `canvases` and `pieces`.
    private struct EncodingWork: @unchecked Sendable {
        let items: [DisplayList.Item]
        let width: Int
        let height: Int
        let scale: CGFloat
        let opaque: Bool
        let rowsPerBand: Int
        let canvases: UnsafeMutableBufferPointer<RasterCanvas?>
        let pieces: UnsafeMutableBufferPointer<ParallelDeflate.Piece?>

        /// Paints band `band` with the row above it, and compresses its filtered rows when the
        /// canvas is opaque.
        func run(_ band: Int) {
            let rows = (band * rowsPerBand)..<Swift.min(height, (band + 1) * rowsPerBand)
            let first = Swift.max(rows.lowerBound - 1, 0)
            let canvas = RasterBands.paint(items, rows: first..<rows.upperBound, width: width, height: height, scale: scale, opaque: opaque)
            let isOpaque = canvas.pixels.withUnsafeBytes { PNGEncoder.isOpaque($0) }
            // A band that is not opaque keeps its canvas for the whole picture's encoding;
            // an opaque one's canvas is done with once its rows are filtered.
            guard isOpaque else { return canvases[band] = canvas }
            defer { canvas.recycle() }
            // In the canvas the band's rows start at its row `rows.lowerBound - first`, below the
            // row above them (none for the first band: row 0 has none).
            let local = (rows.lowerBound - first)..<(rows.upperBound - first)
            pieces[band] = canvas.pixels.withUnsafeBufferPointer { source in
                ParallelDeflate.piece(byteCount: rows.count * (width * 3 + 1), final: band == pieces.count - 1) { out in
                    PNGEncoder.filter(source, width: width, channels: 3, rows: local, into: out)
                }
            }
        }
    }
}
