/// A collection which allows a view to be treated as a collection of its sections in a for each
/// loop: the data of `ForEach(sections:content:)`.
///
/// You don't use this type directly. The sections exist only once the engine resolves the
/// `ForEach` where it appears, so the collection itself holds none (Docs/Differences.md,
/// "Custom containers").
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// The position of the first section: 0.
    public var startIndex: Int { 0 }

    /// The position one past the last section: 0, as the collection holds none.
    public var endIndex: Int { 0 }

    /// The section at `index`; there is none, so any index is out of bounds.
    public subscript(index: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection: index \(index) out of bounds: the sections exist only when the ForEach is resolved")
    }
}
