/// The type of keyboard to display for a given text-based view (UIKit's type, which SwiftUI's
/// `keyboardType(_:)` takes on iOS). Arrange has no on-screen keyboard: the type is stored in
/// the environment and changes nothing (Docs/Differences.md, "Text input and value controls").
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard for the current input method.
    case `default`
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable
    /// A keyboard that displays numbers and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URL entry.
    case URL
    /// A numeric keypad designed for PIN entry.
    case numberPad
    /// A keypad designed for entering telephone numbers.
    case phonePad
    /// A keypad designed for entering a person's name or phone number.
    case namePhonePad
    /// A keyboard for entering email addresses.
    case emailAddress
    /// A keyboard with numbers and a decimal point.
    case decimalPad
    /// A keyboard for Twitter text entry.
    case twitter
    /// A keyboard for web search terms and URL entry.
    case webSearch
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad
}
