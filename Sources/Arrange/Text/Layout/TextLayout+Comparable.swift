/// A text lays out the same way as another when it is the same resolved text: the same
/// `TextModel`, as a view kept by a ``ViewHost`` update has (Docs/Engine.md, "Retained views").
/// Texts resolved anew get models of their own and compare as different, which only costs a
/// measurement.
extension TextLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.model === b.model }

    /// The model's address: both graphs a relayout compares keep their models alive, so two live
    /// models never share one.
    static func stamp(of value: Self) -> UInt64? {
        var stamp = SubtreeStamp(7)
        stamp.combine(UInt64(UInt(bitPattern: ObjectIdentifier(value.model))))
        return stamp.finished
    }
}
