/// A representation of a color that adapts to a given context.
///
/// As a view, a colour fills the space it is offered: it takes the proposed size, and 10 points on
/// an unspecified axis (Docs/LayoutRules.md §1).
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The red component, 0 to 1, in the sRGB colour space.
    let red: Double
    /// The green component, 0 to 1.
    let green: Double
    /// The blue component, 0 to 1.
    let blue: Double
    /// The opacity, 0 to 1.
    let alpha: Double
    /// The name, the dark variant and the problem, for the colours that have any (`ColorExtras`).
    let extras: ColorExtras?

    /// The name of a named colour (`red`, `clear`, …), used in descriptions.
    var name: String? { extras?.name }
    /// The red, green, blue and opacity in the dark appearance, for colours that adapt to it.
    var dark: [Double]? { extras?.dark }
    /// Why a named colour could not be read from an asset catalog (Color+Asset.swift), reported
    /// where the colour is drawn; nil for every other colour.
    var problem: String? { extras?.problem }

    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?, dark: [Double]? = nil, problem: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
        self.extras = ColorExtras.make(name: name, dark: dark, problem: problem)
    }

    private init(red: Double, green: Double, blue: Double, opacity: Double, extras: ColorExtras?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
        self.extras = extras
    }

    /// Two colours are equal when their components, names, dark variants and problems are.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.red == rhs.red, lhs.green == rhs.green, lhs.blue == rhs.blue, lhs.alpha == rhs.alpha else { return false }
        return lhs.extras === rhs.extras
            || (lhs.name == rhs.name && lhs.dark == rhs.dark && lhs.problem == rhs.problem)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(name)
        hasher.combine(dark)
        hasher.combine(problem)
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * opacity, name: name.map { "\($0).opacity(\(opacity))" },
              dark: dark.map { [$0[0], $0[1], $0[2], $0[3] * opacity] }, problem: problem)
    }

    /// The colour as it appears in `colorScheme`: its dark variant in the dark appearance, if it
    /// has one. The name is kept, so descriptions read the same.
    func resolved(in colorScheme: ColorScheme) -> Color {
        guard colorScheme == .dark, let extras, let dark = extras.dark else { return self }
        return Color(red: dark[0], green: dark[1], blue: dark[2], opacity: dark[3], extras: extras.darkAppearance)
    }

    /// The colour's name, or its components.
    public var description: String {
        name ?? "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(alpha))"
    }
}

extension Color: View, PrimitiveView {
    /// A colour is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        // A colour without a dark variant (or in the light appearance) is itself: no copy.
        let colorScheme = context.environment.colorScheme
        let leaf = colorScheme == .dark && dark != nil
            ? builder.addColorLeaf(resolved(in: .dark), context: context)
            : builder.addColorLeaf(self, context: context)
        if let problem { builder.graph.report(problem, at: leaf) }
        output.append(leaf)
    }
}

extension Color: ShapeStyle {}
