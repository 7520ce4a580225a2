/// The type-erased base of `EnvironmentValueBox`: `EnvironmentValues` keeps its values as these and
/// reads each back as the box of its key's value type.
class AnyEnvironmentValueBox {}
