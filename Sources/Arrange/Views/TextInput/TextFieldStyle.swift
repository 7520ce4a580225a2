/// A specification for the appearance and interaction of a text field.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
///
/// As in SwiftUI, the protocol has no public requirements: use the built-in styles
/// (``DefaultTextFieldStyle``, ``PlainTextFieldStyle``, ``RoundedBorderTextFieldStyle``).
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// Which built-in style a text field is drawn in.
enum TextFieldStyleKind: Hashable, Sendable {
    /// The platform default: on iOS, plain (a rounded border is not drawn).
    case automatic
    /// No decoration.
    case plain
    /// A rounded border (UIKit's `UITextField.BorderStyle.roundedRect`).
    case roundedBorder
}

extension TextFieldStyle {
    /// The built-in style this is; a style Arrange does not know draws as the default.
    var kind: TextFieldStyleKind {
        (self as? any BuiltinTextFieldStyle)?.builtinKind ?? .automatic
    }
}

/// A built-in text field style.
protocol BuiltinTextFieldStyle: TextFieldStyle {
    /// Which style it is.
    var builtinKind: TextFieldStyleKind { get }
}

/// The default text field style, based on the text field's context: on iOS, plain (no border).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// Creates the default style.
    public init() {}
    var builtinKind: TextFieldStyleKind { .automatic }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// Creates the plain style.
    public init() {}
    var builtinKind: TextFieldStyleKind { .plain }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// Creates the rounded-border style.
    public init() {}
    var builtinKind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
