/// A list's selection binding, type-erased: whether a row's tag is selected, and what a tap on
/// the row does.
struct ListSelection {
    /// Whether the row tagged `tag` is selected.
    let isSelected: (AnyHashable) -> Bool
    /// Performed when the row tagged `tag` is tapped.
    let select: (AnyHashable) -> Void

    /// Single selection: a tap selects the row's tag (tags of another type are ignored, as
    /// SwiftUI ignores them).
    init<Value: Hashable>(single binding: Binding<Value?>) {
        isSelected = { tag in (tag.base as? Value).map { $0 == binding.wrappedValue } ?? false }
        select = { tag in if let value = tag.base as? Value { binding.wrappedValue = value } }
    }

    /// Multiple selection: a tap adds the row's tag to the set, or removes it when present.
    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        isSelected = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        select = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}
