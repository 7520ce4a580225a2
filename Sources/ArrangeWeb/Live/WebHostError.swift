/// Why a ``WebHost`` could not be set up.
public enum WebHostError: Error, Equatable, CustomStringConvertible {
    /// The path prefix is not empty or `/` followed by segments of letters, digits, `-`, `_`
    /// and `.` (no `.` or `..` segment) separated by `/`.
    case invalidPrefix(String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .invalidPrefix(let prefix):
            return "the path prefix \"\(prefix.prefix(80))\" is not empty or /name[/name…] of letters, digits, -, _ and ."
        }
    }
}
