import AppSupport
import ArgumentParser
import Arrange

/// The `layout-switcher` command line, parsed by swift-argument-parser: the apps' common options
/// and `--layout`.
public struct LayoutSwitcherArguments: AppParsableCommand {
    /// The command's name and help text.
    public static let configuration = CommandConfiguration(
        commandName: "layout-switcher",
        abstract: "The article's picker switching ten capsules among hStack, vStack, zStack and flowLayout.",
        discussion: """
            In a terminal it runs interactively: click a segment, or Tab to the picker and use the \
            left and right arrows; q quits. Otherwise it writes one frame to a PNG and/or SVG file, \
            or prints it. --animate writes an animated SVG of switches through every layout. \
            --size defaults to 480x400 points.
            """
    )

    /// The options every app takes.
    @OptionGroup public var common: AppArguments

    /// The first layout's name, as written.
    @Option(help: ArgumentHelp("The first layout: \(LayoutType.allCases.map(\.rawValue).joined(separator: ", ")) (default: hStack).", valueName: "NAME"))
    public var layout: String?

    /// Creates the command with no options given.
    public init() {}

    /// Refuses malformed options with ``AppOptionsError``'s reason.
    public func validate() throws {
        _ = try AppArguments.validating { try LayoutSwitcherCommand.layoutType(options(defaultSize: LayoutSwitcherCommand.defaultSize)) }
    }

    /// The options asked for, `--layout` among their values.
    public func options(defaultSize: CGSize) throws -> AppOptions {
        var options = try common.options(defaultSize: defaultSize)
        if let layout { options.values["--layout"] = layout }
        return options
    }
}
