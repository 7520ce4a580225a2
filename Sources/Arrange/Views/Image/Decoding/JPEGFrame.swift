/// A JPEG frame (ITU T.81 B.2.2): its size, sampling, and each component's coefficients, filled
/// in by the scans.
struct JPEGFrame {
    /// One colour component and its blocks of coefficients in natural (not zigzag) order.
    struct Component {
        let id: Int
        let horizontal: Int, vertical: Int
        let quantizationTable: Int
        /// Blocks in a row and rows of blocks, padded to whole MCUs.
        let blocksPerLine: Int, blocksPerColumn: Int
        /// Blocks that hold image pixels: what a scan of this component alone covers.
        let usedBlocksPerLine: Int, usedBlocksPerColumn: Int
        var coefficients: [Int32]
        var dcPrediction: Int32 = 0
    }

    let width: Int, height: Int
    let progressive: Bool
    var components: [Component]
    let maxHorizontal: Int, maxVertical: Int
    let mcusPerLine: Int, mcusPerColumn: Int

    /// Reads a SOF segment's body, from a file of `fileSize` bytes.
    init(_ body: ArraySlice<UInt8>, progressive: Bool, fileSize: Int) throws {
        let b = Array(body)
        guard b.count >= 6 else { throw ImageLoadingError.damaged(.jpeg, "the frame header is too short") }
        guard b[0] == 8 else { throw ImageLoadingError.unsupported(.jpeg, "\(b[0])-bit samples") }
        height = Int(b[1]) << 8 | Int(b[2])
        width = Int(b[3]) << 8 | Int(b[4])
        let count = Int(b[5])
        guard width > 0, height > 0 else { throw ImageLoadingError.unsupported(.jpeg, "a frame of \(width)×\(height) pixels") }
        guard width * height <= ImageFileFormat.maximumPixelCount else {
            throw ImageLoadingError.unsupported(.jpeg, "\(width)×\(height) pixels (more than \(ImageFileFormat.maximumPixelCount))")
        }
        guard count == 1 || count == 3 else { throw ImageLoadingError.unsupported(.jpeg, "\(count) colour components (only greyscale and YCbCr)") }
        guard b.count >= 6 + count * 3 else { throw ImageLoadingError.damaged(.jpeg, "the frame header is too short") }
        var sampling: [(id: Int, h: Int, v: Int, q: Int)] = []
        for index in 0..<count {
            let at = 6 + index * 3
            let h = Int(b[at + 1] >> 4), v = Int(b[at + 1] & 15), q = Int(b[at + 2])
            guard (1...4).contains(h), (1...4).contains(v), q < 4 else { throw ImageLoadingError.damaged(.jpeg, "component \(index) has sampling \(h)×\(v), table \(q)") }
            sampling.append((Int(b[at]), h, v, q))
        }
        self.progressive = progressive
        let maxHorizontal = sampling.map(\.h).max()!, maxVertical = sampling.map(\.v).max()!
        let mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
        let mcusPerColumn = (height + 8 * maxVertical - 1) / (8 * maxVertical)
        let width = width, height = height
        // Every block's DC coefficient takes at least one bit: a file cannot hold more blocks
        // than eight times its bytes (checked before allocating them).
        let blocks = mcusPerLine * mcusPerColumn * sampling.reduce(0) { $0 + $1.h * $1.v }
        guard blocks <= fileSize * 8 else { throw ImageLoadingError.damaged(.jpeg, "\(fileSize) bytes cannot hold \(width)×\(height) pixels") }
        self.maxHorizontal = maxHorizontal
        self.maxVertical = maxVertical
        self.mcusPerLine = mcusPerLine
        self.mcusPerColumn = mcusPerColumn
        components = sampling.map { s in
            let perLine = mcusPerLine * s.h, perColumn = mcusPerColumn * s.v
            let usedWidth = (width * s.h + maxHorizontal - 1) / maxHorizontal
            let usedHeight = (height * s.v + maxVertical - 1) / maxVertical
            return Component(id: s.id, horizontal: s.h, vertical: s.v, quantizationTable: s.q,
                             blocksPerLine: perLine, blocksPerColumn: perColumn,
                             usedBlocksPerLine: (usedWidth + 7) / 8, usedBlocksPerColumn: (usedHeight + 7) / 8,
                             coefficients: [Int32](repeating: 0, count: perLine * perColumn * 64))
        }
    }
}
