/// A view tree written as text, for tests, fuzzing and tools.
///
/// The format reads like the SwiftUI code it stands for, with the Swift-only parts left out
/// (leading dots of enum cases, `\.` key paths, closures around modifiers' content):
///
/// ```
/// VStack(alignment: leading, spacing: 4) {
///     Color(red).frame(width: 10, height: 20)
///     Spacer()
///     Text("hi").lineLimit(1)
///     HStack { Circle() Rectangle().padding(2) }.layoutDirection(rightToLeft)
/// }
/// ```
///
/// Grammar (whitespace, `,` and `;` separate children; `//` starts a comment to the end of line):
///
/// ```
/// element   = NAME [ "(" arguments ")" ] [ "{" element* "}" ] modifier*
/// modifier  = "." NAME [ "(" arguments ")" ] [ "{" element "}" ]
/// arguments = [ argument { "," argument } ]
/// argument  = [ LABEL ":" ] value
/// value     = NUMBER | STRING | WORD        (nan, inf, -inf are numbers; nil, true, false are words)
/// STRING    = '"' { character | '\"' | '\\' | '\n' | '\t' | '\u{HEX}' } '"'
/// ```
///
/// The views and modifiers, their argument labels and the values each accepts are listed in
/// ``ViewTreeDescription/schema`` (see `Docs/ViewTreeText.md`). Parsing checks every name, label and
/// value against it, so ``makeView(erasingLayouts:)`` cannot fail; malformed text is reported as a
/// ``ParseError`` with its line and column, never a crash. Values the layout engine must repair
/// (NaN, negative or infinite sizes) are accepted on purpose: they are what the engine's
/// diagnostics are for.
public struct ViewTreeDescription: Equatable, Sendable, CustomStringConvertible {
    /// The root view.
    public var root: Element

    /// The most deeply views may nest (containers, and modifiers' content): deeper text is a
    /// parse error, so that parsing and building stay within a small stack.
    public static let maximumDepth = 64
    /// The most views one description may hold.
    public static let maximumViewCount = 5_000

    /// A description of `root`.
    public init(root: Element) {
        self.root = root
    }

    /// One view: its name and arguments, its children (for containers), and its modifiers in
    /// the order they apply.
    public struct Element: Equatable, Sendable {
        /// The view's name, as `HStack` or `Color`.
        public var name: String
        /// The initializer's arguments.
        public var arguments: [Argument]
        /// The children of a container.
        public var children: [Element]
        /// The modifiers applied to the view, innermost first.
        public var modifiers: [Modifier]

        /// Makes an element.
        public init(_ name: String, _ arguments: [Argument] = [], children: [Element] = [], modifiers: [Modifier] = []) {
            self.name = name
            self.arguments = arguments
            self.children = children
            self.modifiers = modifiers
        }
    }

    /// A modifier: its name, arguments, and the view it takes (for `overlay` and `background`).
    public struct Modifier: Equatable, Sendable {
        /// The modifier's name, as `frame`.
        public var name: String
        /// The modifier's arguments.
        public var arguments: [Argument]
        /// The content view of `overlay` and `background`.
        public var content: Element?

        /// Makes a modifier.
        public init(_ name: String, _ arguments: [Argument] = [], content: Element? = nil) {
            self.name = name
            self.arguments = arguments
            self.content = content
        }
    }

    /// An argument: an optional label and a value.
    public struct Argument: Equatable, Sendable {
        /// The label, or nil for an unlabelled argument.
        public var label: String?
        /// The value.
        public var value: Value

        /// Makes an argument.
        public init(_ label: String?, _ value: Value) {
            self.label = label
            self.value = value
        }
    }

    /// An argument's value.
    public enum Value: Equatable, Sendable {
        /// A number (any `Double`, including NaN and infinities).
        case number(Double)
        /// A quoted string.
        case string(String)
        /// A bare word: an enum case (`leading`), `nil`, `true` or `false`.
        case word(String)

        /// Two values are equal when they print the same (so NaN equals NaN).
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
            case (.string(let a), .string(let b)): return a == b
            case (.word(let a), .word(let b)): return a == b
            default: return false
            }
        }
    }

    /// The number of views in the description: elements, including modifiers' content.
    public var viewCount: Int { root.viewCount }
}

extension ViewTreeDescription.Element {
    /// The number of views in this element's subtree.
    var viewCount: Int {
        1 + children.reduce(0) { $0 + $1.viewCount } + modifiers.reduce(0) { $0 + ($1.content?.viewCount ?? 0) }
    }
}
