import Synchronization

/// Byte buffers kept between renders, so that a band's canvas and its filtered rows reuse memory
/// the process already touched.
///
/// A large buffer that is freed goes back to the system (glibc unmaps it, or trims the worker
/// thread's arena) and the next one of its size is mapped afresh: each of its pages faults and
/// is cleared by the kernel on first touch. On the 2 px/pt social card that was about a tenth of
/// the render's processor time (Benchmarks/README.md, "The social card"). The pool holds at
/// most ``maximumBuffers`` buffers and ``maximumBytes`` bytes; a buffer handed back beyond
/// that is freed, as is one under ``minimumBytes`` (the allocator keeps those itself).
final class ByteBufferPool: Sendable {
    /// The pool the rasteriser and the PNG encoder share.
    static let shared = ByteBufferPool()

    /// The most buffers kept.
    static let maximumBuffers = 16
    /// The most bytes kept, all buffers together.
    static let maximumBytes = 64 << 20
    /// Smaller buffers are neither kept nor taken from the pool.
    static let minimumBytes = 1 << 16

    private let buffers = Mutex<[[UInt8]]>([])

    /// A buffer of `count` bytes equal to `byte`, reusing a kept one whose capacity fits (at
    /// most twice `count`, so a small request does not hold a large buffer).
    func buffer(count: Int, repeating byte: UInt8) -> [UInt8] {
        guard let buffer = take(count: count) else { return [UInt8](repeating: byte, count: count) }
        return Self.resized(buffer, to: count) { $0.update(repeating: byte) }
    }

    /// A buffer of `count` bytes that `fill` writes wholly (every byte of the buffer it is given).
    func buffer(count: Int, writing fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        guard let buffer = take(count: count) else {
            return [UInt8](unsafeUninitializedCapacity: count) { target, written in
                fill(target)
                written = count
            }
        }
        return Self.resized(buffer, to: count, writing: fill)
    }

    /// A kept `buffer` given `count` bytes (its capacity kept), then written by `fill`.
    private static func resized(_ buffer: consuming [UInt8], to count: Int,
                                writing fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        var buffer = buffer
        if buffer.count != count {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(0, count: count))
        }
        buffer.withUnsafeMutableBufferPointer { fill($0) }
        return buffer
    }

    /// Keeps `buffer` for a later request, unless the pool is full.
    func recycle(_ buffer: consuming [UInt8]) {
        let buffer = buffer
        guard buffer.capacity >= Self.minimumBytes else { return }
        buffers.withLock { kept in
            let bytes = kept.reduce(0) { $0 + $1.capacity }
            guard kept.count < Self.maximumBuffers, bytes + buffer.capacity <= Self.maximumBytes else { return }
            kept.append(buffer)
        }
    }

    /// The number of buffers kept (for tests).
    var count: Int { buffers.withLock { $0.count } }

    /// Removes a kept buffer whose capacity lies between `count` and twice `count`.
    private func take(count: Int) -> [UInt8]? {
        guard count >= Self.minimumBytes else { return nil }
        return buffers.withLock { kept -> [UInt8]? in
            guard let index = kept.lastIndex(where: { $0.capacity >= count && $0.capacity <= 2 * count }) else { return nil }
            return kept.remove(at: index)
        }
    }
}
