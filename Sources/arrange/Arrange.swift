import ArgumentParser
import ArrangeGallery
import ArrangeRendering
import Foundation

/// The `arrange` command-line tool.
@main
struct ArrangeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "Arrange's command-line tool: renders the gallery of examples, and serves them.",
        subcommands: [GalleryCommand.self, ListCommand.self, ShowCommand.self, ServeCommand.self]
    )
}

/// `arrange gallery DIR`: every example to SVG and PNG, and an index.html.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every gallery example to DIR/NAME.svg and DIR/NAME.png and writes DIR/index.html."
    )

    @Argument(help: "The output directory (created when missing).")
    var directory: String

    @Option(help: "Pixels per point of the PNG images (greater than 0, at most 8).")
    var scale: Double = 2

    @Option(help: "Render only the examples whose name starts with this.")
    var only: String?

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be greater than 0 and at most 8, not \(scale)")
        }
        guard !directory.isEmpty else { throw ValidationError("the output directory must not be empty") }
    }

    func run() throws {
        let examples = Gallery.examples.filter { only == nil || $0.name.hasPrefix(only!) }
        guard !examples.isEmpty else { throw GalleryError.noExamples(filter: only ?? "") }
        let url = URL(fileURLWithPath: directory)
        let writer = GalleryWriter(examples: examples, scale: scale)
        try writer.write(to: url) { index, count, name in
            FileHandle.standardError.write(Data("[\(index)/\(count)] \(name)\n".utf8))
        }
        print(url.appendingPathComponent("index.html").path)
    }
}

/// `arrange list`: the examples' names and titles.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Lists the gallery's examples.")

    func run() throws {
        for example in Gallery.examples { print("\(example.name)\t\(example.title)") }
    }
}

/// `arrange show NAME`: one example drawn in the terminal.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Draws one gallery example in the terminal (8 × 16 points a cell)."
    )

    @Argument(help: "The example's name (see `arrange list`).")
    var name: String

    @Flag(inversion: .prefixedNo, help: "Colour escape sequences (--color) or plain text (--no-color); by default colour only when standard output is a terminal and NO_COLOR is not set (no-color.org).")
    var color: Bool?

    /// Whether to draw in colour: as asked, else only for a terminal without `NO_COLOR` (set to
    /// anything but the empty string), the convention of no-color.org.
    static func usesColor(asked: Bool?, environment: [String: String], isTerminal: Bool) -> Bool {
        asked ?? (isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    func run() throws {
        guard let example = Gallery.example(named: name) else {
            throw ValidationError("no example named \(name); `arrange list` lists them")
        }
        let renderer = ImageRenderer(content: example.view)
        renderer.proposedSize = example.proposal
        let colors = Self.usesColor(asked: color, environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) != 0)
        print(renderer.terminal(colors: colors), terminator: "")
    }
}
