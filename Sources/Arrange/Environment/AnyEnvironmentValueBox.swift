/// The type-erased base of `EnvironmentValueBox`: `EnvironmentValues` keeps its values as these and
/// reads each back as the box of its key's value type.
class AnyEnvironmentValueBox {
    /// Whether `other` holds a value equal to this one's: false unless both hold the same
    /// `Equatable` type and the values are `==` (Docs/Engine.md, "Retained views").
    func hasEqualValue(_ other: AnyEnvironmentValueBox) -> Bool { false }
}
