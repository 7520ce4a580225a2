import CZlib
import Dispatch

/// A zlib stream (RFC 1950) whose deflate data (RFC 1951) is compressed in bands, on every core.
///
/// Each band is produced and compressed on its own: a raw deflate stream ended by a sync flush
/// (an empty stored block, which leaves the stream on a byte boundary and not final), the last
/// band by a finish. Concatenated behind a zlib header they make one valid stream, as `pigz`
/// builds its files; the Adler-32 of the whole data is combined from the bands' own
/// (`adler32_combine`, zlib's manual). Within a band, the stream is reset every
/// ``streamBytes`` of input (each piece ended by a sync flush too), which spares zlib the moves
/// of its window. A band cannot refer back into the band before it, which
/// costs well under 1 % of the size at a megabyte a band. The bands depend on the data's size
/// only, never on the number of cores, so the output is the same on every machine.
enum ParallelDeflate {
    /// About how many bytes of input a band holds.
    static let bandBytes = 1 << 20

    /// How many bytes of input one raw deflate stream compresses before the stream is reset
    /// (64 KB less 512 bytes). zlib moves its 32 KB window, and rewrites every entry of its
    /// hash tables, each time a stream's input passes 64 KB less its 262-byte lookahead: on the
    /// social card's rows that was half of zlib's instructions. A stream reset before that point
    /// never moves its window; run-length matches reach back one byte only, so the streams lose
    /// nothing but their blocks' code tables and flush markers, well under 1 % of the size
    /// (Benchmarks/README.md, "The social card").
    static let streamBytes = 65_024

    /// The compression level: any level above 0 compresses the same under ``strategy``; 1 makes
    /// the zlib header's FLEVEL say "fastest".
    static let level: Int32 = 1

    /// The compression strategy: run-length matches only (`Z_RLE`, zlib's manual: "designed to
    /// be almost as fast as Z_HUFFMAN_ONLY, but give better compression for PNG image data").
    /// On the social card's Paeth-filtered rows it writes a smaller file than level 3 of the
    /// default strategy in about half its time (Benchmarks/README.md, "The social card").
    static let strategy: Int32 = Z_RLE

    /// Compresses `count` items of `bytesPerItem` bytes, in bands of `itemsPerBand` items;
    /// `produce` writes a band's items (their range) into its buffer. Nil when zlib fails.
    static func compress(count: Int, itemsPerBand: Int, bytesPerItem: Int,
                         produce: (Range<Int>, UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8]? {
        let bands = Swift.max(1, (count + itemsPerBand - 1) / itemsPerBand)
        var pieces = [Piece?](repeating: nil, count: bands)
        pieces.withUnsafeMutableBufferPointer { pieces in
            withoutActuallyEscaping(produce) { produce in
                let work = Bands(count: count, itemsPerBand: itemsPerBand, bytesPerItem: bytesPerItem, produce: produce, pieces: pieces)
                DispatchQueue.concurrentPerform(iterations: bands) { work.run($0) }
            }
        }
        return stream(of: pieces)
    }

    /// One band of `byteCount` bytes, which `produce` writes (every byte of its buffer), as a
    /// piece of the stream: the last band (`final`) ends it.
    static func piece(byteCount: Int, final: Bool, produce: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> Piece {
        // The input is only read while the piece is made, so its buffer goes back to the pool.
        let input = ByteBufferPool.shared.buffer(count: byteCount, writing: produce)
        let piece = Piece(input, final: final)
        ByteBufferPool.shared.recycle(input)
        return piece
    }

    /// The zlib stream of the pieces, in order: the header, their deflate data, the Adler-32 of
    /// the whole input combined from theirs. Nil when a piece is missing or zlib failed on it.
    static func stream(of pieces: some Collection<Piece?>) -> [UInt8]? {
        var output: [UInt8] = [0x78, headerFlags]
        output.reserveCapacity(pieces.reduce(6) { $0 + ($1?.data?.count ?? 0) })
        var checksum: uLong = adler32(0, nil, 0)
        for piece in pieces {
            guard let piece, let data = piece.data else { return nil }
            output += data
            checksum = adler32_combine(checksum, piece.adler, off_t(piece.length))
        }
        output += [UInt8((checksum >> 24) & 0xFF), UInt8((checksum >> 16) & 0xFF), UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF)]
        return output
    }

    /// The header's second byte: the level's class (FLEVEL, RFC 1950 §2.2) and the check bits
    /// that make the header a multiple of 31.
    private static var headerFlags: UInt8 {
        let flevel: UInt16 = level <= 1 ? 0 : level <= 5 ? 1 : level == 6 ? 2 : 3
        let partial = 0x7800 | flevel << 6
        return UInt8(truncatingIfNeeded: partial + (31 - partial % 31) % 31)
    }

    /// What the workers share: each band writes its own element of `pieces` only, and `produce`
    /// writes only into the buffer it is given, so the bands may run at once.
    private struct Bands: @unchecked Sendable {
        let count: Int
        let itemsPerBand: Int
        let bytesPerItem: Int
        let produce: (Range<Int>, UnsafeMutableBufferPointer<UInt8>) -> Void
        let pieces: UnsafeMutableBufferPointer<Piece?>

        func run(_ band: Int) {
            let items = (band * itemsPerBand)..<Swift.min(count, (band + 1) * itemsPerBand)
            // `produce` writes every byte of its band.
            pieces[band] = ParallelDeflate.piece(byteCount: items.count * bytesPerItem, final: band == pieces.count - 1) { produce(items, $0) }
        }
    }

    /// One band: its deflate data, and the length and Adler-32 of its input.
    struct Piece {
        var data: [UInt8]?
        var length: Int
        var adler: uLong

        init(_ input: [UInt8], final: Bool) {
            length = input.count
            adler = uLong(input.withUnsafeBytes { Adler32.checksum($0) })
            data = Self.deflate(input, final: final)
        }

        /// `input` as raw deflate data, ended by a finish or a sync flush: a run of raw deflate
        /// streams of ``ParallelDeflate/streamBytes`` of input each, the stream reset between
        /// them, every one but the last ended by a sync flush.
        private static func deflate(_ input: [UInt8], final: Bool) -> [UInt8]? {
            var stream = z_stream()
            let windowBits: Int32 = -15 // raw deflate: the zlib header and checksum are written once, around the bands
            guard deflateInit2_(&stream, ParallelDeflate.level, Z_DEFLATED, windowBits, 8, ParallelDeflate.strategy,
                                ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
            defer { deflateEnd(&stream) }
            let chunk = ParallelDeflate.streamBytes
            let chunks = Swift.max(1, (input.count + chunk - 1) / chunk)
            // Each stream's bound for a finished stream, and room for a sync flush's empty stored block.
            let capacity = chunks * (Int(deflateBound(&stream, uLong(Swift.min(chunk, input.count)))) + 16)
            var failed = false
            // Only the bytes zlib wrote are kept.
            let output = [UInt8](unsafeUninitializedCapacity: capacity) { target, written in
                input.withUnsafeBufferPointer { source in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    for index in 0..<chunks {
                        if index > 0, deflateReset(&stream) != Z_OK { return failed = true }
                        let range = (index * chunk)..<Swift.min(input.count, (index + 1) * chunk)
                        let last = index == chunks - 1
                        // zlib declares its input mutable but only reads it.
                        stream.next_in = source.baseAddress.map { UnsafeMutablePointer(mutating: $0 + range.lowerBound) }
                        stream.avail_in = uInt(range.count)
                        let status = CZlib.deflate(&stream, last && final ? Z_FINISH : Z_SYNC_FLUSH)
                        guard last && final ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0) else { return failed = true }
                    }
                }
                written = failed ? 0 : target.count - Int(stream.avail_out)
            }
            return failed ? nil : output
        }
    }
}
