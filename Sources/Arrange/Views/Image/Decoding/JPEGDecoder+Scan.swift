extension JPEGDecoder {
    /// What one scan codes (T.81 B.2.3): its components, the spectral band and the bit position.
    struct Scan {
        var components: [(index: Int, dc: JPEGHuffmanTable?, ac: JPEGHuffmanTable?)]
        let start: Int, end: Int, high: Int, low: Int
        var endOfBandRun = 0
    }

    /// Decodes the scan whose header is `header` and whose data begins at `offset`; returns the
    /// offset of the marker after it.
    static func decodeScan(header: ArraySlice<UInt8>, bytes: [UInt8], at offset: Int, state: inout State) throws -> Int {
        guard var frame = state.frame else { throw damaged("a scan comes before the frame header") }
        let h = Array(header)
        guard let count = h.first.map(Int.init), (1...4).contains(count), h.count >= 4 + 2 * count else { throw damaged("a scan header is malformed") }
        var scan = Scan(components: [], start: Int(h[1 + 2 * count]), end: Int(h[2 + 2 * count]),
                        high: Int(h[3 + 2 * count] >> 4), low: Int(h[3 + 2 * count] & 15))
        for index in 0..<count {
            guard let component = frame.components.firstIndex(where: { $0.id == Int(h[1 + 2 * index]) }) else {
                throw damaged("a scan names component \(h[1 + 2 * index]), which the frame lacks")
            }
            let dc = Int(h[2 + 2 * index] >> 4), ac = Int(h[2 + 2 * index] & 15)
            guard dc < 4, ac < 4 else { throw damaged("a scan names Huffman table \(max(dc, ac))") }
            scan.components.append((component, state.dcTables[dc], state.acTables[ac]))
        }
        if frame.progressive {
            guard scan.start <= scan.end, scan.end < 64, scan.start == 0 || count == 1, scan.start > 0 || scan.end == 0,
                  scan.low < 14, scan.high < 14 else { throw damaged("a progressive scan's band \(scan.start)–\(scan.end) is invalid") }
        } else {
            scan = Scan(components: scan.components, start: 0, end: 63, high: 0, low: 0)
        }
        for component in scan.components {
            let needsDC = scan.start == 0 && scan.high == 0, needsAC = scan.end > 0
            if (needsDC && component.dc == nil) || (needsAC && component.ac == nil) { throw damaged("a scan uses a Huffman table the file does not define") }
        }
        for index in frame.components.indices { frame.components[index].dcPrediction = 0 }
        state.frame = nil
        var reader = JPEGBitReader(bytes: bytes, position: offset)
        defer { state.frame = frame }
        let restart = state.restartInterval
        var decoded = 0
        func startUnit() throws {
            guard reader.missingBytes <= 8 else { throw damaged("the compressed data ends before the scan's last block") }
            if restart > 0, decoded > 0, decoded % restart == 0 {
                guard reader.restart() else { throw damaged("a restart marker is missing") }
                for index in frame.components.indices { frame.components[index].dcPrediction = 0 }
                scan.endOfBandRun = 0
            }
            decoded += 1
        }
        if scan.components.count == 1 {
            // Only numbers are read from the component before the loop: holding a copy of it
            // would make every block's write copy its coefficients.
            let c = scan.components[0].index
            let rows = frame.components[c].usedBlocksPerColumn, columns = frame.components[c].usedBlocksPerLine
            let stride = frame.components[c].blocksPerLine
            for row in 0..<rows {
                for column in 0..<columns {
                    try startUnit()
                    try decodeBlock(&frame.components[c], at: (row * stride + column) * 64, scan: &scan, slot: 0, reader: &reader)
                }
            }
        } else {
            for mcuRow in 0..<frame.mcusPerColumn {
                for mcuColumn in 0..<frame.mcusPerLine {
                    try startUnit()
                    for slot in scan.components.indices {
                        let c = scan.components[slot].index
                        let vertical = frame.components[c].vertical, horizontal = frame.components[c].horizontal
                        let stride = frame.components[c].blocksPerLine
                        for v in 0..<vertical {
                            for u in 0..<horizontal {
                                let block = (mcuRow * vertical + v) * stride + mcuColumn * horizontal + u
                                try decodeBlock(&frame.components[c], at: block * 64, scan: &scan, slot: slot, reader: &reader)
                            }
                        }
                    }
                }
            }
        }
        guard reader.missingBytes <= 8 else { throw damaged("the compressed data ends before the scan's last block") }
        return reader.endOfSegment()
    }

    /// Decodes one block's part of a scan into `component`'s coefficients at `base`.
    private static func decodeBlock(_ component: inout JPEGFrame.Component, at base: Int, scan: inout Scan, slot: Int, reader: inout JPEGBitReader) throws {
        try component.coefficients.withUnsafeMutableBufferPointer { all in
            let block = all.baseAddress! + base
            if scan.start == 0 {
                if scan.high == 0 {
                    let size = try scan.components[slot].dc!.decode(&reader)
                    let difference = size == 0 ? 0 : try reader.signed(size)
                    component.dcPrediction &+= difference
                    block[0] = component.dcPrediction &* (1 << Int32(scan.low))
                } else if reader.bit() {
                    block[0] |= 1 << Int32(scan.low)
                }
                if scan.end == 0 { return }
            }
            let table = scan.components[slot].ac!
            if scan.high == 0 {
                try firstAC(block, table: table, scan: &scan, reader: &reader)
            } else {
                try refineAC(block, table: table, scan: &scan, reader: &reader)
            }
        }
    }

    /// A sequential block's AC coefficients, or a progressive scan's first pass over a band.
    private static func firstAC(_ block: UnsafeMutablePointer<Int32>, table: JPEGHuffmanTable, scan: inout Scan, reader: inout JPEGBitReader) throws {
        if scan.endOfBandRun > 0 {
            scan.endOfBandRun -= 1
            return
        }
        var k = max(scan.start, 1)
        while k <= scan.end {
            let symbol = try table.decode(&reader)
            let run = symbol >> 4, size = symbol & 15
            if size == 0 {
                if run < 15 {
                    scan.endOfBandRun = (1 << run) - 1 + reader.bits(run)
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= scan.end else { throw damaged("a block's coefficients run past its band") }
            block[zigzag[k]] = try reader.signed(size) &* (1 << Int32(scan.low))
            k += 1
        }
    }

    /// A progressive scan's refinement of a band: one more bit of each nonzero coefficient, and
    /// newly nonzero ones (T.81 G.1.2.3).
    private static func refineAC(_ block: UnsafeMutablePointer<Int32>, table: JPEGHuffmanTable, scan: inout Scan, reader: inout JPEGBitReader) throws {
        let bit = Int32(1) << Int32(scan.low)
        func refine(_ index: Int) {
            let value = block[index]
            if reader.bit(), value & bit == 0 { block[index] = value >= 0 ? value &+ bit : value &- bit }
        }
        if scan.endOfBandRun > 0 {
            scan.endOfBandRun -= 1
            for k in scan.start...scan.end where block[zigzag[k]] != 0 { refine(zigzag[k]) }
            return
        }
        var k = scan.start
        while k <= scan.end {
            let symbol = try table.decode(&reader)
            var run = symbol >> 4, value: Int32 = 0
            let size = symbol & 15
            if size == 0 {
                if run < 15 {
                    scan.endOfBandRun = (1 << run) - 1 + reader.bits(run)
                    run = 64
                }
            } else {
                guard size == 1 else { throw damaged("a refinement scan has a coefficient of \(size) bits") }
                value = reader.bit() ? bit : -bit
            }
            while k <= scan.end {
                let index = zigzag[k]
                k += 1
                if block[index] != 0 {
                    refine(index)
                } else {
                    if run == 0 {
                        if value != 0 { block[index] = value }
                        break
                    }
                    run -= 1
                }
            }
        }
    }
}
