/// A color or pattern to use when rendering a shape. `Color` is a shape style.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    /// `Color.black` as a shape style, so that `.fill(.black)` reads as in SwiftUI.
    public static var black: Color { Color.black }
    /// `Color.white` as a shape style, so that `.fill(.white)` reads as in SwiftUI.
    public static var white: Color { Color.white }
    /// `Color.gray` as a shape style, so that `.fill(.gray)` reads as in SwiftUI.
    public static var gray: Color { Color.gray }
    /// `Color.red` as a shape style, so that `.fill(.red)` reads as in SwiftUI.
    public static var red: Color { Color.red }
    /// `Color.orange` as a shape style, so that `.fill(.orange)` reads as in SwiftUI.
    public static var orange: Color { Color.orange }
    /// `Color.yellow` as a shape style, so that `.fill(.yellow)` reads as in SwiftUI.
    public static var yellow: Color { Color.yellow }
    /// `Color.green` as a shape style, so that `.fill(.green)` reads as in SwiftUI.
    public static var green: Color { Color.green }
    /// `Color.mint` as a shape style, so that `.fill(.mint)` reads as in SwiftUI.
    public static var mint: Color { Color.mint }
    /// `Color.teal` as a shape style, so that `.fill(.teal)` reads as in SwiftUI.
    public static var teal: Color { Color.teal }
    /// `Color.cyan` as a shape style, so that `.fill(.cyan)` reads as in SwiftUI.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue` as a shape style, so that `.fill(.blue)` reads as in SwiftUI.
    public static var blue: Color { Color.blue }
    /// `Color.indigo` as a shape style, so that `.fill(.indigo)` reads as in SwiftUI.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple` as a shape style, so that `.fill(.purple)` reads as in SwiftUI.
    public static var purple: Color { Color.purple }
    /// `Color.pink` as a shape style, so that `.fill(.pink)` reads as in SwiftUI.
    public static var pink: Color { Color.pink }
    /// `Color.brown` as a shape style, so that `.fill(.brown)` reads as in SwiftUI.
    public static var brown: Color { Color.brown }
    /// `Color.clear` as a shape style, so that `.fill(.clear)` reads as in SwiftUI.
    public static var clear: Color { Color.clear }
    /// `Color.primary` as a shape style, so that `.fill(.primary)` reads as in SwiftUI.
    public static var primary: Color { Color.primary }
    /// `Color.secondary` as a shape style, so that `.fill(.secondary)` reads as in SwiftUI.
    public static var secondary: Color { Color.secondary }
}
