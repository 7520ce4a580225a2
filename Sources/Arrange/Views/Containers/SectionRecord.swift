/// What a `Section` resolved into, recorded while `Group(sections:)` or `ForEach(sections:)`
/// collects the sections of its content (`GraphBuilder.sectionLog`).
struct SectionRecord {
    /// The structural identity of the section.
    var identity: UInt64
    /// The nodes of the header, the content and the footer, in that order.
    var header: [Int32]
    var content: [Int32]
    var footer: [Int32]
    /// The container values set on the section itself.
    var containerValues = ContainerValues()

    /// Every node of the section.
    var nodes: [Int32] { header + content + footer }
}
