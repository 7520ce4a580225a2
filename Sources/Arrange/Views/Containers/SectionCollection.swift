/// An opaque collection representing the sections of a view.
///
/// Explicit `Section`s are sections; any other content is grouped with its sibling content to
/// form implicit sections, so there is always at least one section (Apple's documentation,
/// "SectionCollection").
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// The position of the first section.
    public var startIndex: Int { 0 }

    /// The position one past the last section.
    public var endIndex: Int { sections.count }

    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration {
        precondition(sections.indices.contains(index), "SectionCollection index \(index) is out of range 0..<\(sections.count)")
        return sections[index]
    }
}
