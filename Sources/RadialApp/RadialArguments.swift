import AppSupport
import ArgumentParser
import Arrange

/// The `radial` command line, parsed by swift-argument-parser: the apps' common options.
public struct RadialArguments: AppParsableCommand {
    /// The command's name and help text.
    public static let configuration = CommandConfiguration(
        commandName: "radial",
        abstract: "The notes' radial layout of 16 coloured circles with a stepper from 0 to 36 below them.",
        discussion: """
            In a terminal it runs interactively: click − or +, or Tab to the stepper and use the \
            arrows; q quits. Otherwise it writes one frame to a PNG and/or SVG file, or prints it. \
            --animate writes an animated SVG of a step up and a step down. --size defaults to \
            400x480 points.
            """
    )

    /// The options every app takes.
    @OptionGroup public var common: AppArguments

    /// Creates the command with no options given.
    public init() {}

    /// The options asked for.
    public func options(defaultSize: CGSize) throws -> AppOptions {
        try common.options(defaultSize: defaultSize)
    }
}
