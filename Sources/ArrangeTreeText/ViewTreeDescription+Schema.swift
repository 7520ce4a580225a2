extension ViewTreeDescription {
    /// What kind of value an argument takes.
    public enum ValueKind: Equatable, Sendable {
        /// Any number (a `CGFloat`), including NaN and the infinities.
        case length
        /// A number or `nil`.
        case optionalLength
        /// A whole number between −1,000,000 and 1,000,000.
        case integer
        /// A whole number as for ``integer``, or `nil`.
        case optionalInteger
        /// `true` or `false`.
        case boolean
        /// A quoted string.
        case string
        /// A quoted string or a number.
        case identifier
        /// One of the listed words.
        case oneOf([String])
        /// One of the listed words, or `nil`.
        case optionalOneOf([String])
    }

    /// The arguments a view or modifier accepts: by label (`"_"` for the unlabelled one), the
    /// kind of value, and which must be given.
    public struct Signature: Sendable {
        /// The accepted labels and the kind of value of each.
        public var parameters: [String: ValueKind]
        /// The labels that must be given.
        public var required: Set<String>
        /// Whether the view takes children in braces (containers), or the modifier a view
        /// (`overlay`, `background`).
        public var takesChildren: Bool

        init(_ parameters: [String: ValueKind] = [:], required: Set<String> = [], takesChildren: Bool = false) {
            self.parameters = parameters
            self.required = required
            self.takesChildren = takesChildren
        }
    }

    /// Every view and modifier the format knows, with its signature.
    public struct Schema: Sendable {
        /// Views by name.
        public var views: [String: Signature]
        /// Modifiers by name.
        public var modifiers: [String: Signature]
    }

    static let verticalAlignments = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let horizontalAlignments = ["leading", "center", "trailing"]
    static let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
    static let axes = ["horizontal", "vertical", "both"]
    static let colors = ["red", "green", "blue", "orange", "yellow", "gray", "black", "white", "clear"]

    /// The views and modifiers of the format (`Docs/ViewTreeText.md` lists them with examples).
    public static let schema = Schema(
        views: [
            "HStack": Signature(["alignment": .oneOf(verticalAlignments), "spacing": .optionalLength], takesChildren: true),
            "VStack": Signature(["alignment": .oneOf(horizontalAlignments), "spacing": .optionalLength], takesChildren: true),
            "ZStack": Signature(["alignment": .oneOf(alignments)], takesChildren: true),
            "LazyHStack": Signature(["alignment": .oneOf(verticalAlignments), "spacing": .optionalLength], takesChildren: true),
            "LazyVStack": Signature(["alignment": .oneOf(horizontalAlignments), "spacing": .optionalLength], takesChildren: true),
            "Grid": Signature(["alignment": .oneOf(alignments), "horizontalSpacing": .optionalLength, "verticalSpacing": .optionalLength], takesChildren: true),
            "GridRow": Signature(["alignment": .optionalOneOf(verticalAlignments)], takesChildren: true),
            "ViewThatFits": Signature(["in": .oneOf(axes)], takesChildren: true),
            "ScrollView": Signature(["_": .oneOf(axes)], takesChildren: true),
            "Color": Signature(["_": .oneOf(colors)]),
            "Rectangle": Signature(),
            "Circle": Signature(),
            "Capsule": Signature(),
            "Divider": Signature(),
            "EmptyView": Signature(),
            "Spacer": Signature(["minLength": .optionalLength]),
            "Text": Signature(["_": .string], required: ["_"]),
        ],
        modifiers: [
            "frame": Signature([
                "width": .optionalLength, "height": .optionalLength,
                "minWidth": .optionalLength, "idealWidth": .optionalLength, "maxWidth": .optionalLength,
                "minHeight": .optionalLength, "idealHeight": .optionalLength, "maxHeight": .optionalLength,
                "alignment": .oneOf(alignments),
            ]),
            "padding": Signature(["_": .optionalLength]),
            "offset": Signature(["x": .length, "y": .length]),
            "position": Signature(["x": .length, "y": .length]),
            "fixedSize": Signature(["horizontal": .boolean, "vertical": .boolean]),
            "layoutPriority": Signature(["_": .length], required: ["_"]),
            "aspectRatio": Signature(["_": .optionalLength, "contentMode": .oneOf(["fit", "fill"])], required: ["contentMode"]),
            "id": Signature(["_": .identifier], required: ["_"]),
            "lineLimit": Signature(["_": .optionalInteger], required: ["_"]),
            "truncationMode": Signature(["_": .oneOf(["head", "middle", "tail"])], required: ["_"]),
            "hidden": Signature(),
            "layoutDirection": Signature(["_": .oneOf(["leftToRight", "rightToLeft"])], required: ["_"]),
            "gridCellColumns": Signature(["_": .integer], required: ["_"]),
            "overlay": Signature(["alignment": .oneOf(alignments)], takesChildren: true),
            "background": Signature(["alignment": .oneOf(alignments)], takesChildren: true),
        ]
    )
}

extension ViewTreeDescription.ValueKind {
    /// Whether `value` is of this kind.
    func accepts(_ value: ViewTreeDescription.Value) -> Bool {
        switch (self, value) {
        case (.length, .number), (.optionalLength, .number), (.string, .string), (.identifier, .string), (.identifier, .number):
            return true
        case (.optionalLength, .word("nil")), (.optionalInteger, .word("nil")), (.optionalOneOf, .word("nil")):
            return true
        case (.integer, .number(let n)), (.optionalInteger, .number(let n)):
            return n.rounded() == n && abs(n) <= 1_000_000
        case (.boolean, .word(let word)):
            return word == "true" || word == "false"
        case (.oneOf(let words), .word(let word)), (.optionalOneOf(let words), .word(let word)):
            return words.contains(word)
        default:
            return false
        }
    }

    /// What the kind accepts, for error messages.
    var expectation: String {
        switch self {
        case .length: return "a number"
        case .optionalLength: return "a number or nil"
        case .integer: return "a whole number within ±1000000"
        case .optionalInteger: return "a whole number within ±1000000 or nil"
        case .boolean: return "true or false"
        case .string: return "a quoted string"
        case .identifier: return "a quoted string or a number"
        case .oneOf(let words): return "one of " + words.joined(separator: ", ")
        case .optionalOneOf(let words): return "nil or one of " + words.joined(separator: ", ")
        }
    }
}
