/// A representation of a color that adapts to a given context.
///
/// As a view, a colour fills the space it is offered: it takes the proposed size, and 10 points on
/// an unspecified axis (oracle §1).
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The red component, 0 to 1, in the sRGB colour space.
    let red: Double
    /// The green component, 0 to 1.
    let green: Double
    /// The blue component, 0 to 1.
    let blue: Double
    /// The opacity, 0 to 1.
    let alpha: Double
    /// The name of a named colour (`red`, `clear`, …), used in descriptions.
    let name: String?

    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
        self.name = name
    }

    /// Creates a constant color from red, green, and blue component values (0 to 1, sRGB).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }

    /// Creates a constant grayscale color.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity, name: nil)
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * opacity, name: name.map { "\($0).opacity(\(opacity))" })
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
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: self, stroke: nil), context: context))
    }
}

extension Color: ShapeStyle {}
