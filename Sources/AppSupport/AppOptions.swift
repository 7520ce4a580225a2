import Arrange

/// What an example app's command line asks for: files to write (one frame as PNG or SVG, or an
/// animated SVG of a change), the size in points, the PNG's pixels per point, and the values of
/// the app's own options.
///
/// ```swift
/// let options = try AppOptions(arguments: ["--svg", "a.svg", "--size", "400x300"])
/// options.svgPath   // "a.svg"
/// ```
public struct AppOptions: Equatable {
    /// Where to write a PNG image of one frame, if anywhere.
    public var pngPath: String?
    /// Where to write an SVG document of one frame, if anywhere.
    public var svgPath: String?
    /// Where to write an animated SVG document of the app's change, if anywhere.
    public var animatePath: String?
    /// The size of the hosting area, in points, for files and for a frame printed without a
    /// terminal.
    public var size: CGSize
    /// Pixels per point of the PNG image (`--scale`): 2 by default, an iPhone's Retina scale, as
    /// `arrange gallery` draws.
    public var scale: CGFloat = 2
    /// The values of the app's own options, by option name (`"--votes"`).
    public var values: [String: String] = [:]

    /// Whether a file was asked for.
    public var writesFiles: Bool { pngPath != nil || svgPath != nil || animatePath != nil }

    /// The options every app takes, each followed by a value.
    public static let commonOptions = ["--png", "--svg", "--animate", "--size", "--scale"]

    /// Reads options from command-line arguments (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - appOptions: The app's own options that take a value.
    ///   - defaultSize: The size when `--size` is not given.
    /// - Throws: ``AppOptionsError`` for an unknown option, a missing or malformed value.
    public init(arguments: [String], appOptions: [String] = [], defaultSize: CGSize = CGSize(width: 400, height: 640)) throws {
        size = defaultSize
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard Self.commonOptions.contains(option) || appOptions.contains(option) else { throw AppOptionsError.unknownOption(option) }
            guard let value = remaining.popFirst() else { throw AppOptionsError.missingValue(option) }
            switch option {
            case "--png": pngPath = value
            case "--svg": svgPath = value
            case "--animate": animatePath = value
            case "--size": size = try Self.size(value, option: option)
            case "--scale": scale = try Self.scale(value, option: option)
            default: values[option] = value
            }
        }
    }

    /// A scale greater than 0 and at most 8.
    static func scale(_ value: String, option: String) throws -> CGFloat {
        guard let scale = Double(value), scale.isFinite, scale > 0, scale <= 8 else {
            throw AppOptionsError.badValue(option, value, "expected pixels per point greater than 0 and at most 8, e.g. 2")
        }
        return CGFloat(scale)
    }

    /// A size written `WIDTHxHEIGHT`, both positive and finite.
    static func size(_ value: String, option: String) throws -> CGSize {
        let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw AppOptionsError.badValue(option, value, "expected WIDTHxHEIGHT with positive numbers, e.g. 400x640")
        }
        return CGSize(width: width, height: height)
    }
}
