import CZlib
import Foundation

/// The CRC-32 that PNG chunks end with (ISO 3309, polynomial 0xEDB88320 reflected), by table.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`, continuing from `crc` (0 to start).
    static func checksum<Bytes: Sequence>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        var value = ~crc
        for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }

    /// The checksum of `data`, continuing from `crc`: its bytes read in place by zlib's
    /// `crc32`, the same checksum computed several bytes at a time.
    static func checksum(_ data: Data, continuing crc: UInt32 = 0) -> UInt32 {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return crc }
            return UInt32(truncatingIfNeeded: crc32(uLong(crc), base, uInt(bytes.count)))
        }
    }
}
