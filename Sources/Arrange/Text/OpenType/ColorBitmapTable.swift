/// The colour bitmap glyphs of a font's `CBLC` and `CBDT` tables (as Noto Color Emoji stores its
/// emoji): one PNG image per glyph, in strikes of fixed pixel sizes.
///
/// Reads "CBLC — Color Bitmap Location Table" and "CBDT — Color Bitmap Data Table" (OpenType
/// spec), whose layout is that of `EBLC`/`EBDT`: the BitmapSize records, their IndexSubTableArray
/// and index subtables of formats 1–5, and glyph data of formats 17 (small metrics + PNG), 18 (big
/// metrics + PNG) and 19 (PNG, metrics from the index). Only the strike with the most pixels per em
/// is used (it is scaled to the point size). Every read is bounds-checked; a damaged record throws
/// a ``FontError``, and the glyph then draws as the placeholder.
struct ColorBitmapTable {
    /// One glyph's image and where it lies relative to the glyph origin.
    struct Glyph: Equatable {
        /// The PNG file of the glyph.
        var png: ArraySlice<UInt8>
        /// The image's size in pixels.
        var width: Int, height: Int
        /// From the origin to the image's left edge, in pixels (right positive).
        var bearingX: Int
        /// From the baseline to the image's top edge, in pixels (up positive).
        var bearingY: Int
        /// The strike's pixels per em: the image scales by `pointSize / pixelsPerEm`.
        var pixelsPerEm: Int
    }

    private let locations: FontDataReader
    private let data: FontDataReader
    /// The chosen strike's IndexSubTableArray, its subtable count, and its pixels per em.
    private let indexArray: FontDataReader
    private let subtableCount: Int
    /// The chosen strike's pixels per em (ppemY).
    let pixelsPerEm: Int

    /// Reads the headers of `CBLC` and `CBDT` and chooses the largest strike.
    ///
    /// - Throws: ``FontError`` for an unknown version, no strike, or a strike outside the table.
    init(locations: FontDataReader, data: FontDataReader) throws {
        let major = try locations.u16(0)
        guard major == 2 || major == 3 else { throw locations.error("version \(major) is not 2 or 3") }
        let dataMajor = try data.u16(0)
        guard dataMajor == 2 || dataMajor == 3 else { throw data.error("version \(dataMajor) is not 2 or 3") }
        let count = try locations.u32(4)
        try locations.checkArray(8, count: count, size: 48)
        guard count > 0 else { throw locations.error("no bitmap strike") }
        var best = 0, bestSize = -1
        for i in 0..<count {
            let size = try locations.u8(8 + 48 * i + 45)
            if size > bestSize { (best, bestSize) = (i, size) }
        }
        guard bestSize > 0 else { throw locations.error("strike of 0 pixels per em") }
        let record = 8 + 48 * best
        let arrayOffset = try locations.u32(record)
        subtableCount = try locations.u32(record + 8)
        indexArray = try locations.sub(from: arrayOffset)
        try indexArray.checkArray(0, count: subtableCount, size: 8)
        pixelsPerEm = bestSize
        self.locations = locations
        self.data = data
    }

    /// The image of `glyph`, or nil when the strike has none.
    ///
    /// - Throws: ``FontError`` when the glyph's index record or data is damaged or its image is no
    ///   PNG file.
    func glyph(_ glyph: UInt16) throws -> Glyph? {
        let target = Int(glyph)
        for i in 0..<subtableCount {
            let first = try indexArray.u16(8 * i), last = try indexArray.u16(8 * i + 2)
            guard first <= target, target <= last else { continue }
            let header = try indexArray.sub(from: try indexArray.u32(8 * i + 4))
            let indexFormat = try header.u16(0), imageFormat = try header.u16(2)
            let imageData = try header.u32(4)
            var metrics: (width: Int, height: Int, bearingX: Int, bearingY: Int)?
            let start: Int, length: Int
            let index = target - first
            switch indexFormat {
            case 1, 3:
                let size = indexFormat == 1 ? 4 : 2
                try header.checkArray(8, count: last - first + 2, size: size)
                let read = { (k: Int) throws -> Int in size == 4 ? try header.u32(8 + 4 * k) : try header.u16(8 + 2 * k) }
                start = imageData + (try read(index))
                length = try read(index + 1) - (try read(index))
            case 2:
                let imageSize = try header.u32(8)
                metrics = try Self.bigMetrics(header, at: 12)
                start = imageData + imageSize * index
                length = imageSize
            case 4:
                let count = try header.u32(8)
                try header.checkArray(12, count: count + 1, size: 4)
                var found: Int?
                for k in 0..<count where try header.u16(12 + 4 * k) == target { found = k; break }
                guard let k = found else { return nil }
                start = imageData + (try header.u16(12 + 4 * k + 2))
                length = try header.u16(12 + 4 * (k + 1) + 2) - (try header.u16(12 + 4 * k + 2))
            case 5:
                let imageSize = try header.u32(8)
                metrics = try Self.bigMetrics(header, at: 12)
                let count = try header.u32(20)
                try header.checkArray(24, count: count, size: 2)
                var found: Int?
                for k in 0..<count where try header.u16(24 + 2 * k) == target { found = k; break }
                guard let k = found else { return nil }
                start = imageData + imageSize * k
                length = imageSize
            default:
                throw locations.error("index subtable format \(indexFormat) is not 1–5")
            }
            guard length > 0 else { return nil }
            let record = try data.sub(start, length)
            return try Self.image(record, format: imageFormat, metrics: metrics, pixelsPerEm: pixelsPerEm)
        }
        return nil
    }

    /// BigGlyphMetrics: height, width, horiBearingX, horiBearingY (then horiAdvance and the
    /// vertical metrics, unused).
    private static func bigMetrics(_ table: FontDataReader, at offset: Int) throws -> (width: Int, height: Int, bearingX: Int, bearingY: Int) {
        (try table.u8(offset + 1), try table.u8(offset), Int(Int8(truncatingIfNeeded: try table.u8(offset + 2))),
         Int(Int8(truncatingIfNeeded: try table.u8(offset + 3))))
    }

    /// Reads one glyph record of image format 17, 18 or 19.
    private static func image(_ record: FontDataReader, format: Int, metrics known: (width: Int, height: Int, bearingX: Int, bearingY: Int)?,
                              pixelsPerEm: Int) throws -> Glyph {
        let metrics: (width: Int, height: Int, bearingX: Int, bearingY: Int)
        let lengthAt: Int
        switch format {
        case 17:
            // SmallGlyphMetrics: height, width, bearingX, bearingY, advance.
            metrics = (try record.u8(1), try record.u8(0), Int(Int8(truncatingIfNeeded: try record.u8(2))),
                       Int(Int8(truncatingIfNeeded: try record.u8(3))))
            lengthAt = 5
        case 18:
            metrics = try bigMetrics(record, at: 0)
            lengthAt = 8
        case 19:
            guard let known else { throw record.error("image format 19 needs metrics from index format 2 or 5") }
            metrics = known
            lengthAt = 0
        default:
            throw record.error("CBDT image format \(format) is not 17, 18 or 19")
        }
        let length = try record.u32(lengthAt)
        let png = try record.slice(lengthAt + 4, length)
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw record.error("glyph image is not a PNG file")
        }
        guard metrics.width > 0, metrics.height > 0 else { throw record.error("glyph image of \(metrics.width) × \(metrics.height) pixels") }
        return Glyph(png: png, width: metrics.width, height: metrics.height, bearingX: metrics.bearingX,
                     bearingY: metrics.bearingY, pixelsPerEm: pixelsPerEm)
    }
}
