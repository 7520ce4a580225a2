/// What a few colours carry beside their components: a name, a dark-appearance variant, a
/// problem to report. Held by reference, so that copying a ``Color`` (which resolving a view does
/// several times per leaf) retains one object at most, and none for a colour without them.
final class ColorExtras: Sendable {
    /// The name of a named colour (`red`, `clear`, …), used in descriptions.
    let name: String?
    /// The red, green, blue and opacity in the dark appearance, for colours that adapt to it.
    let dark: [Double]?
    /// Why a named colour could not be read from an asset catalog (Color+Asset.swift).
    let problem: String?
    /// The extras of the colour as it appears in the dark (`Color.resolved(in:)`): the name alone.
    /// Made with these, so that resolving a colour in the dark appearance allocates nothing.
    let darkAppearance: ColorExtras?

    /// The extras of a colour, or nil when it has none (the common case: no object at all).
    static func make(name: String?, dark: [Double]?, problem: String?) -> ColorExtras? {
        name == nil && dark == nil && problem == nil ? nil : ColorExtras(name: name, dark: dark, problem: problem)
    }

    private init(name: String?, dark: [Double]?, problem: String?) {
        self.name = name
        self.dark = dark
        self.problem = problem
        darkAppearance = dark == nil ? nil : ColorExtras.make(name: name, dark: nil, problem: nil)
    }
}
