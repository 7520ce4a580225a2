/// The shape of a system symbol image (`Image(systemName:)`): its icon (``SymbolImageShape``) or
/// its placeholder (``SymbolPlaceholder``). Descriptions and accessibility read the name.
protocol SystemSymbolShape: Shape {
    /// The symbol's name.
    var name: String { get }
}
