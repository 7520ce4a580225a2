import Foundation

extension AttributeScopes {
    /// Attribute scopes that SwiftUI defines: the attributes of an `AttributedString` that
    /// `Text` honours besides Foundation's `link`.
    ///
    /// ```swift
    /// var price = AttributedString("$9.99 $12.99")
    /// if let old = price.range(of: "$12.99") {
    ///     price[old].strikethroughStyle = .single
    ///     price[old].foregroundColor = .secondary
    /// }
    /// Text(price)
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// A property for accessing a font attribute.
        public let font: FontAttribute
        /// A property for accessing a foreground color attribute.
        public let foregroundColor: ForegroundColorAttribute
        /// A property for accessing a background color attribute.
        public let backgroundColor: BackgroundColorAttribute
        /// A property for accessing a strikethrough style attribute.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A property for accessing an underline style attribute.
        public let underlineStyle: UnderlineStyleAttribute
        /// A property for accessing a kerning attribute.
        public let kern: KerningAttribute
        /// A property for accessing a tracking attribute.
        public let tracking: TrackingAttribute
        /// A property for accessing a baseline offset attribute.
        public let baselineOffset: BaselineOffsetAttribute
        /// A property for accessing attributes defined by the Foundation framework (of which
        /// `Text` honours `link`).
        public let foundation: FoundationAttributes

        /// A key for the font of a run of attributed text.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// A key for the colour of the characters of a run of attributed text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A key for the colour filled behind a run of attributed text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A key for the line drawn through a run of attributed text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A key for the line drawn under a run of attributed text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// A key for the space added between specific pairs of characters in a run of attributed
        /// text (in Arrange, after every character, as `Text.kerning(_:)`).
        public enum KerningAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// A key for the space added between every character of a run of attributed text.
        public enum TrackingAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// A key for the distance a run of attributed text shifts from its baseline (positive
        /// raises it).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// A property for accessing the attribute scopes that SwiftUI defines.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reads and writes SwiftUI's attributes by name: `string.font = .headline`,
    /// `string[range].foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
