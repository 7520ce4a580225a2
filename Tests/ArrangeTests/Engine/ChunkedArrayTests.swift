import XCTest
@testable import Arrange

/// `ChunkedArray` behaves as an array whose chunks are copied on write independently.
final class ChunkedArrayTests: XCTestCase {
    func testElementsAcrossChunkBoundariesReadBackAsWritten() {
        var array = ChunkedArray(repeating: -1, count: 10_000)
        XCTAssertEqual(array.count, 10_000)
        for index in array.indices { array[index] = index * 3 }
        XCTAssertEqual(Array(array), (0..<10_000).map { $0 * 3 })
        array.append(contentsOf: [7, 8])
        XCTAssertEqual(array.count, 10_002)
        XCTAssertEqual(array[10_001], 8)
    }

    func testACopyIsIndependentOfTheOriginal() {
        let original = ChunkedArray(repeating: 0, count: 9_000)
        var copy = original
        copy[4_100] = 1
        copy.withChunks(in: 4_000..<8_500) { buffer, first in
            for index in buffer.indices { buffer[index] = first + index }
        }
        XCTAssertEqual(original[4_100], 0)
        XCTAssertTrue(original.allSatisfy { $0 == 0 })
        XCTAssertEqual(copy[4_000], 4_000)
        XCTAssertEqual(copy[8_499], 8_499)
        XCTAssertEqual(copy[8_500], 0)
        XCTAssertNotEqual(copy, original)
    }
}
