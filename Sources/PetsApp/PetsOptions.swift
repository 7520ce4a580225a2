import Arrange

/// What the `pets` command was asked to do: where to write the frame, at what size, with which
/// votes.
public struct PetsOptions: Equatable {
    /// Where to write a PNG image of the frame, if anywhere.
    public var pngPath: String?
    /// Where to write an SVG document of the frame, if anywhere.
    public var svgPath: String?
    /// The size proposed to the screen, in points.
    public var size = CGSize(width: 400, height: 640)
    /// The votes of Cat, Goldfish and Dog.
    public var votes = Pet.exampleData.map(\.votes)

    /// The usage text.
    public static let usage = """
        usage: pets [--png FILE] [--svg FILE] [--size WxH] [--votes CAT,GOLDFISH,DOG]
          Renders one frame of WWDC22's pet-voting screen: to a PNG and/or SVG file, or, with
          neither, to the terminal. --size defaults to 400x640 points; --votes to 25,9,16.
        """

    /// The pets with the chosen votes.
    public var pets: [Pet] {
        zip(Pet.exampleData, votes).map { Pet(type: $0.type, votes: $1) }
    }

    /// Reads the options from command-line arguments (without the program name).
    ///
    /// - Throws: ``PetsOptionsError`` for an unknown option, a missing or malformed value.
    public init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard ["--png", "--svg", "--size", "--votes"].contains(option) else { throw PetsOptionsError.unknownOption(option) }
            guard let value = remaining.popFirst() else { throw PetsOptionsError.missingValue(option) }
            switch option {
            case "--png": pngPath = value
            case "--svg": svgPath = value
            case "--size":
                let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
                guard parts.count == 2, let width = parts[0], let height = parts[1],
                      width.isFinite, height.isFinite, width > 0, height > 0 else {
                    throw PetsOptionsError.badValue(option, value, "expected WIDTHxHEIGHT with positive numbers, e.g. 400x640")
                }
                size = CGSize(width: width, height: height)
            default:
                let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard parts.count == 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                    throw PetsOptionsError.badValue(option, value, "expected three vote counts of zero or more, e.g. 25,9,16")
                }
                votes = parts.map { $0! }
            }
        }
    }
}

/// Why command-line arguments were refused.
public enum PetsOptionsError: Error, Equatable, CustomStringConvertible {
    /// An argument that is not an option of `pets`.
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
