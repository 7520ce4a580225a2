/// Specifies the contents of a section: its header, content and footer.
///
/// A configuration represents either an explicit `Section`, or a run of sibling views not
/// wrapped in a section (an implicit section, without header, footer or container values).
/// Header, content and footer are each a ``SubviewsCollection``, as each can be made of several
/// subviews (Apple's documentation, "SectionConfiguration").
public struct SectionConfiguration: Identifiable {
    /// A unique identifier for a section.
    public struct ID: Hashable, Sendable {
        let identity: UInt64
    }

    /// The identifier of the section, stable across updates.
    public let id: SectionConfiguration.ID

    /// The contents of the section header.
    public let header: SubviewsCollection

    /// The contents of the section body.
    public let content: SubviewsCollection

    /// The contents of the section footer.
    public let footer: SubviewsCollection

    /// The container values associated with the given section. Only explicit sections have any:
    /// an implicit section's are all at their defaults.
    public let containerValues: ContainerValues
}
