/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy. As in SwiftUI, it has no public requirements: use the built-in styles
/// (``DefaultDatePickerStyle``, ``CompactDatePickerStyle``); both draw the compact look.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default style for date pickers: on iOS, compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default style.
    public init() {}
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view. Arrange draws every date picker in the
    /// compact style (Docs/Differences.md, "Text input and value controls").
    ///
    /// - Parameter style: The style: `.automatic` or `.compact`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
