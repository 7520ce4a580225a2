import Foundation

extension StackGuard {
    /// Stack segments, kept between uses: mapping one costs a system call and its guard page
    /// another, so a deep tree laid out again does not pay them again.
    enum SegmentPool {
        /// A segment: `size` bytes of address space from `base` (its lowest address), the lowest
        /// page of which is a guard page that stops an overflow with a fault.
        struct Segment: Sendable {
            let base: UInt
            let size: Int
        }

        /// How many free segments are kept; more are unmapped when given back.
        static let kept = 2
        private static let free = ScratchPool<Segment>(capacity: kept)

        /// A segment from the pool, or a newly mapped one.
        static func take() -> Segment {
            if let segment = free.take() { return segment }
            let size = StackGuard.segmentSize
            let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            guard let memory, memory != MAP_FAILED else {
                fatalError("Arrange could not reserve \(size >> 20) MiB of address space for a stack segment (mmap: \(String(cString: strerror(errno))))")
            }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            mprotect(memory, page, PROT_NONE)
            let guardSize = UInt(page)
            return Segment(base: UInt(bitPattern: memory) + guardSize, size: size - page)
        }

        /// Gives `segment` back: its memory is returned to the system (the address space stays
        /// reserved) and it is kept for the next deep recursion, or unmapped when enough are kept.
        static func give(_ segment: Segment) {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let memory = UnsafeMutableRawPointer(bitPattern: segment.base)!
            // Before it is kept: once in the pool, another thread may take it and run on it.
            _ = madvise(memory, segment.size, Int32(MADV_DONTNEED))
            if !free.keep(segment) {
                munmap(memory - page, segment.size + page)
            }
        }
    }
}
