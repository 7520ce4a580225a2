import ArgumentParser
import Arrange

/// The command-line options every example app takes (`--png`, `--svg`, `--animate`, `--size`,
/// `--scale`), read by swift-argument-parser: an app's command includes them with `@OptionGroup`.
///
/// ```swift
/// struct RadialArguments: AppParsableCommand {
///     @OptionGroup var common: AppArguments
///     func options(defaultSize: CGSize) throws -> AppOptions { try common.options(defaultSize: defaultSize) }
/// }
/// ```
public struct AppArguments: ParsableArguments {
    /// Where to write a PNG image of one frame.
    @Option(name: .customLong("png"), help: ArgumentHelp("Write a PNG image of one frame to FILE.", valueName: "FILE"))
    public var pngPath: String?

    /// Where to write an SVG document of one frame.
    @Option(name: .customLong("svg"), help: ArgumentHelp("Write an SVG document of one frame to FILE.", valueName: "FILE"))
    public var svgPath: String?

    /// Where to write an animated SVG document of the app's change.
    @Option(name: .customLong("animate"), help: ArgumentHelp("Write an animated SVG document of the app's change to FILE.", valueName: "FILE"))
    public var animatePath: String?

    /// The size in points, `WIDTHxHEIGHT`, as written.
    @Option(name: .customLong("size"), help: ArgumentHelp("The size in points, WIDTHxHEIGHT (e.g. 400x640), for files and a printed frame.", valueName: "WxH"))
    public var size: String?

    /// The PNG image's pixels per point, as written.
    @Option(name: .customLong("scale"), help: ArgumentHelp("Pixels per point of the PNG image: greater than 0, at most 8 (default: 2).", valueName: "N"))
    public var scale: String?

    /// Creates the options with none given.
    public init() {}

    /// Refuses a malformed `--size` or `--scale` with ``AppOptionsError``'s reason.
    public func validate() throws {
        _ = try Self.validating { try options(defaultSize: CGSize(width: 1, height: 1)) }
    }

    /// The options as ``AppOptions``, with `defaultSize` when `--size` was not given.
    ///
    /// - Throws: ``AppOptionsError/badValue(_:_:_:)`` for a malformed size or scale.
    public func options(defaultSize: CGSize) throws -> AppOptions {
        var options = try AppOptions(arguments: [], defaultSize: defaultSize)
        options.pngPath = pngPath
        options.svgPath = svgPath
        options.animatePath = animatePath
        if let size { options.size = try AppOptions.size(size, option: "--size") }
        if let scale { options.scale = try AppOptions.scale(scale, option: "--scale") }
        return options
    }

    /// Runs `body`, turning an ``AppOptionsError`` into ArgumentParser's `ValidationError` with the
    /// same reason, so that the command prints it as a usage error (exit status 64, EX_USAGE).
    public static func validating<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as AppOptionsError {
            throw ValidationError(error.description)
        }
    }
}
