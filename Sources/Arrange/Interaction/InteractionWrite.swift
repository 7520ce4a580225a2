/// One write to a graph's `InteractionTable`, kept in order so that a view kept from the previous
/// update (`RetainedViews`) writes the same again for its copied nodes.
enum InteractionWrite {
    case handler(Int32, Interaction)
    case hitTestingDisabled(Int32)
    case contentShape(Int32, any Shape)
    case focusMarker(Int32, FocusMarker)
}
