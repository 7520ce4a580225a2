import AppSupport
import ArgumentParser
import Arrange

/// The `pets` command line, parsed by swift-argument-parser: the apps' common options and
/// `--votes`.
public struct PetsArguments: AppParsableCommand {
    /// The command's name and help text.
    public static let configuration = CommandConfiguration(
        commandName: "pets",
        abstract: "WWDC22's pet-voting screen.",
        discussion: """
            In a terminal it runs interactively: click a button, or Tab to it and press Space, to \
            vote; t toggles a larger dynamic type size; q quits. Otherwise it writes one frame to a \
            PNG and/or SVG file, or prints it. --animate writes an animated SVG of a vote that \
            breaks a three-way tie and votes that make one. --size defaults to 400x640 points.
            """
    )

    /// The options every app takes.
    @OptionGroup public var common: AppArguments

    /// The votes of Cat, Goldfish and Dog, as written.
    @Option(help: ArgumentHelp("The votes of Cat, Goldfish and Dog: three counts of zero or more (default: 25,9,16).", valueName: "CAT,GOLDFISH,DOG"))
    public var votes: String?

    /// Creates the command with no options given.
    public init() {}

    /// Refuses malformed options with ``AppOptionsError``'s reason.
    public func validate() throws {
        _ = try AppArguments.validating { try PetsOptions(options(defaultSize: PetsOptions.defaultSize)) }
    }

    /// The options asked for, `--votes` among their values.
    public func options(defaultSize: CGSize) throws -> AppOptions {
        var options = try common.options(defaultSize: defaultSize)
        if let votes { options.values["--votes"] = votes }
        return options
    }
}
