import XCTest
@testable import ArrangeRendering

/// The buffers kept between renders (`ByteBufferPool`) come back as a fresh buffer would: a
/// zeroed one all zeros whatever it held, a filled one holding exactly what was written; the
/// pool keeps no small buffer and no more than its bounds.
final class ByteBufferPoolTests: XCTestCase {
    func testARecycledBufferComesBackZeroed() {
        let pool = ByteBufferPool()
        let count = ByteBufferPool.minimumBytes * 2
        pool.recycle([UInt8](repeating: 7, count: count))
        XCTAssertEqual(pool.count, 1)
        let same = pool.buffer(count: count, repeating: 0)
        XCTAssertEqual(pool.count, 0, "the kept buffer was taken")
        XCTAssertEqual(same.count, count)
        XCTAssertTrue(same.allSatisfy { $0 == 0 })
        // A smaller request (more than half the capacity) takes it too, at its own count.
        pool.recycle([UInt8](repeating: 9, count: count))
        let smaller = pool.buffer(count: count - 100, repeating: 0)
        XCTAssertEqual(pool.count, 0)
        XCTAssertEqual(smaller.count, count - 100)
        XCTAssertTrue(smaller.allSatisfy { $0 == 0 })
    }

    func testAFilledBufferHoldsWhatWasWritten() {
        let pool = ByteBufferPool()
        let count = ByteBufferPool.minimumBytes + 3
        pool.recycle([UInt8](repeating: 5, count: count + 10))
        let filled = pool.buffer(count: count) { buffer in
            for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index) }
        }
        XCTAssertEqual(filled.count, count)
        XCTAssertEqual(filled, (0..<count).map { UInt8(truncatingIfNeeded: $0) })
    }

    func testTheBoundsHold() {
        let pool = ByteBufferPool()
        // Small buffers are the allocator's: not kept.
        pool.recycle([UInt8](repeating: 0, count: ByteBufferPool.minimumBytes / 2))
        XCTAssertEqual(pool.count, 0)
        // A request of under half a kept buffer's capacity does not take it.
        pool.recycle([UInt8](repeating: 0, count: ByteBufferPool.minimumBytes * 4))
        _ = pool.buffer(count: ByteBufferPool.minimumBytes, repeating: 0)
        XCTAssertEqual(pool.count, 1)
        // At most `maximumBuffers` are kept.
        for _ in 0..<(ByteBufferPool.maximumBuffers + 4) {
            pool.recycle([UInt8](repeating: 0, count: ByteBufferPool.minimumBytes))
        }
        XCTAssertEqual(pool.count, ByteBufferPool.maximumBuffers)
        // And at most `maximumBytes` together.
        let bytesPool = ByteBufferPool()
        let large = ByteBufferPool.maximumBytes / 2 + 1
        bytesPool.recycle([UInt8](repeating: 0, count: large))
        bytesPool.recycle([UInt8](repeating: 0, count: large))
        XCTAssertEqual(bytesPool.count, 1)
    }
}
