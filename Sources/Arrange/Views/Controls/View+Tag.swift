/// The tag of a picker option, read by the segmented picker's layout.
struct PickerTagKey: LayoutValueKey {
    static let defaultValue: AnyHashable? = nil
}

/// A view with a tag: an option of a picker. Inside a menu picker, an option whose tag isn't
/// the one shown is hidden.
struct TaggedView<Content: View, Tag: Hashable>: View {
    let content: Content
    let tag: Tag

    var body: some View {
        EnvironmentReader { environment in
            if let shown = environment.pickerShownTag, shown != AnyHashable(tag) {
                content.hidden()
            } else {
                content
            }
        }
        .layoutValue(key: PickerTagKey.self, value: AnyHashable(tag))
    }
}

extension View {
    /// Sets the unique tag value of this view: the value a `Picker`'s selection takes when this
    /// option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: tag)
    }
}
