/// Why an example app's command-line arguments were refused (the app exits with status 64, EX_USAGE).
public enum AppOptionsError: Error, Equatable, CustomStringConvertible {
    /// An argument that is not an option of the app.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(String)
    /// An option whose value can't be read, with what was expected.
    case badValue(String, String, String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownOption(let option): return "unknown option '\(option)'"
        case .missingValue(let option): return "\(option) needs a value"
        case .badValue(let option, let value, let expected): return "\(option) '\(value)': \(expected)"
        }
    }
}
