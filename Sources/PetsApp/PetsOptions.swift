import AppSupport
import Arrange

/// What the `pets` command was asked to do: where to write the frame or the animation, at what
/// size, with which votes.
public struct PetsOptions: Equatable {
    /// Where to write a PNG image of the frame, if anywhere.
    public var pngPath: String?
    /// Where to write an SVG document of the frame, if anywhere.
    public var svgPath: String?
    /// Where to write an animated SVG document of votes that break a tie and make one, if anywhere.
    public var animatePath: String?
    /// The size proposed to the screen, in points.
    public var size = PetsOptions.defaultSize
    /// Pixels per point of the PNG image; 2 by default.
    public var scale: CGFloat = 2
    /// The votes of Cat, Goldfish and Dog.
    public var votes = Pet.exampleData.map(\.votes)

    /// The size without `--size`, in points.
    public static let defaultSize = CGSize(width: 400, height: 640)

    /// The pets with the chosen votes.
    public var pets: [Pet] {
        zip(Pet.exampleData, votes).map { Pet(type: $0.type, votes: $1) }
    }

    /// Reads the options from command-line arguments (without the program name).
    ///
    /// - Throws: ``PetsOptionsError`` for an unknown option, a missing or malformed value.
    public init(arguments: [String]) throws {
        try self.init(AppOptions(arguments: arguments, appOptions: ["--votes"]))
    }

    /// Reads the options from the apps' common options and `--votes`.
    ///
    /// - Throws: ``PetsOptionsError/badValue(_:_:_:)`` for malformed votes.
    public init(_ options: AppOptions) throws {
        pngPath = options.pngPath
        svgPath = options.svgPath
        animatePath = options.animatePath
        size = options.size
        scale = options.scale
        if let value = options.values["--votes"] {
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 3, parts.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 0) <= 1_000_000_000 }) else {
                throw PetsOptionsError.badValue("--votes", value, "expected three vote counts of zero or more, e.g. 25,9,16")
            }
            votes = parts.map { $0! }
        }
    }

    /// The apps' common options with the same files and size.
    var appOptions: AppOptions {
        get throws {
            var arguments: [String] = ["--size", "\(size.width)x\(size.height)", "--scale", "\(scale)"]
            if let pngPath { arguments += ["--png", pngPath] }
            if let svgPath { arguments += ["--svg", svgPath] }
            if let animatePath { arguments += ["--animate", animatePath] }
            return try AppOptions(arguments: arguments, appOptions: ["--votes"])
        }
    }
}

/// Why the `pets` command's arguments were refused.
public typealias PetsOptionsError = AppOptionsError
