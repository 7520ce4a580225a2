/// An array stored in fixed-size chunks, each copied on write on its own.
///
/// The per-node storage of a relayout starts as the previous layout's (`LayoutGraph+Reuse`): a
/// plain array would be copied whole on the first write, an O(n) step for a change to one view;
/// here a write copies only the chunk it lands in.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// log2 of the number of elements per chunk.
    private static var shift: Int { 12 }
    private static var mask: Int { (1 << shift) - 1 }

    private var chunks: [[Element]] = []
    /// The number of elements.
    private(set) var count = 0

    /// An empty array.
    init() {}

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        var remaining = count
        chunks.reserveCapacity((count >> Self.shift) + 1)
        while remaining > 0 {
            let length = Swift.min(remaining, 1 << Self.shift)
            var chunk = [Element](repeating: value, count: length)
            chunk.reserveCapacity(1 << Self.shift)
            chunks.append(chunk)
            remaining -= length
        }
        self.count = count
    }

    /// The position of the first element.
    var startIndex: Int { 0 }
    /// The position after the last element.
    var endIndex: Int { count }

    /// The element at `index`.
    subscript(index: Int) -> Element {
        @inline(__always) get { chunks[index >> Self.shift][index & Self.mask] }
        @inline(__always) set { chunks[index >> Self.shift][index & Self.mask] = newValue }
    }

    /// Appends `elements`.
    mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements {
            if count & Self.mask == 0 {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(1 << Self.shift)
            }
            chunks[chunks.count - 1].append(element)
            count += 1
        }
    }

    /// Calls `body` with each run of `range` that lies in one chunk, as a mutable buffer, and the
    /// index of its first element.
    mutating func withChunks(in range: Range<Int>, _ body: (UnsafeMutableBufferPointer<Element>, Int) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            let chunk = start >> Self.shift, offset = start & Self.mask
            let length = Swift.min(range.upperBound - start, (1 << Self.shift) - offset)
            chunks[chunk].withUnsafeMutableBufferPointer { buffer in
                body(UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + length)]), start)
            }
            start += length
        }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Whether both arrays hold equal elements in the same order.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
