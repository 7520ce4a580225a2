/// An unretained reference to a node's layout storage.
///
/// The graph keeps every storage its nodes refer to alive (`LayoutGraph.layoutStorages`), so a
/// `Node` is a plain value: reading or copying one costs no reference counting, and the hot path
/// calls the storage through a borrowed reference (`with(_:)`).
struct LayoutStorageReference {
    private let unmanaged: Unmanaged<AnyLayoutStorage>

    /// A reference to `storage`, which the caller keeps alive (`LayoutGraph.layoutKind(_:)`).
    init(unretained storage: AnyLayoutStorage) {
        unmanaged = .passUnretained(storage)
    }

    /// The storage, as a strong reference (for paths off the hot one).
    var object: AnyLayoutStorage { unmanaged.takeUnretainedValue() }

    /// Runs `body` with the storage borrowed, without retaining it.
    @inline(__always)
    func with<Result>(_ body: (AnyLayoutStorage) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef(body)
    }
}
