/// An attachment anchor for a popover.
///
/// Arrange shows popovers as sheets, as iOS does in compact width, so the anchor is accepted and
/// not used (Docs/Differences.md, "Presentation").
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}
