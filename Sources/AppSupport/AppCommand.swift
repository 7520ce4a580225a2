import ArgumentParser
import Arrange
import ArrangeRendering
import ArrangeTerminal
import Foundation

/// An example app's command: writes files when asked (`--png`, `--svg`, `--animate`), runs
/// interactively when standard input and output are a terminal, and otherwise prints one frame.
///
/// ```swift
/// let command = AppCommand(name: "radial") { _ in RadialDemoView() }
/// exit(command.main(RadialArguments.self, arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
@MainActor @preconcurrency
public struct AppCommand<Root: View> {
    /// The program's name, for messages.
    public var name: String
    /// The size used without `--size`.
    public var defaultSize = CGSize(width: 400, height: 640)
    /// Makes the root view for the options.
    public var makeView: (AppOptions) throws -> Root
    /// The environment the view runs in.
    public var environment = EnvironmentValues()
    /// The root view for `--animate` (the options' view by default).
    public var makeAnimatedView: ((AppOptions) throws -> Root)?
    /// The changes `--animate` records, performed on the host one after another.
    public var changes: (ViewHost<Root>) -> [() -> Void] = { _ in [] }
    /// How long each recorded change is sampled at least, in seconds; the recorder goes on while
    /// the host is still animating (``SVGAnimationRecorder``).
    public var changeDuration: TimeInterval = 0.5
    /// The app's own keys in a terminal; returns true when it used the key.
    public var keyHandler: ((TerminalHost<Root>, KeyEquivalent, EventModifiers) -> Bool)?

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - name: The program's name.
    ///   - makeView: Makes the root view for the options.
    public init(name: String, makeView: @escaping (AppOptions) throws -> Root) {
        self.name = name
        self.makeView = makeView
    }

    /// Parses `arguments` (without the program name) as `Command` with swift-argument-parser and
    /// runs the command with the options.
    ///
    /// `--help` prints the command's help to standard output. A bad argument prints
    /// ArgumentParser's error and usage to standard error.
    ///
    /// - Returns: The exit status: 0 on success and after `--help`, 64 (EX_USAGE) for bad
    ///   arguments, 1 for other errors.
    public func main<Command: AppParsableCommand>(_ command: Command.Type, arguments: [String]) -> Int32 {
        let options: AppOptions
        do {
            let parsed = try Command.parse(arguments)
            options = try AppArguments.validating { try parsed.options(defaultSize: defaultSize) }
            _ = try AppArguments.validating { try makeView(options) }
        } catch {
            let status = Command.exitCode(for: error)
            let message = Command.fullMessage(for: error)
            if status.isSuccess {
                print(message)
            } else {
                FileHandle.standardError.write(Data("\(message)\n".utf8))
            }
            return status.rawValue
        }
        return main(options: options)
    }

    /// Runs the command with parsed options: a terminal session when standard input and output
    /// are a terminal and no file was asked for, else the files or one printed frame.
    ///
    /// - Returns: The exit status: 0 on success, 1 for errors.
    public func main(options: AppOptions) -> Int32 {
        do {
            if !options.writesFiles, TerminalSession().isTerminal {
                try runInTerminal(options)
            } else {
                let text = try render(options)
                if !text.isEmpty { print(text) }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            return 1
        }
    }

    /// Writes the files the options ask for.
    ///
    /// - Returns: The frame as terminal text when no file was asked for, else "".
    /// - Throws: ``AppRenderError`` when the PNG can't be made or a file can't be written.
    public func render(_ options: AppOptions) throws -> String {
        let host = ViewHost(rootView: try makeView(options), size: options.size, environment: environment)
        let list = host.displayList
        if let path = options.pngPath {
            guard let data = try? PNGRenderer(scale: options.scale, isOpaque: true).render(list) else { throw AppRenderError.noImage(options.size) }
            try AppRenderError.writing(path) { try data.write(to: URL(fileURLWithPath: path)) }
        }
        if let path = options.svgPath {
            let svg = SVGRenderer().render(list)
            try AppRenderError.writing(path) { try svg.write(toFile: path, atomically: true, encoding: .utf8) }
        }
        if let path = options.animatePath {
            let document = try animation(options)
            try AppRenderError.writing(path) { try document.write(toFile: path, atomically: true, encoding: .utf8) }
        }
        return options.writesFiles ? "" : TerminalRenderer().render(list)
    }

    /// The animated SVG document of the app's changes.
    public func animation(_ options: AppOptions) throws -> String {
        let view = try (makeAnimatedView ?? makeView)(options)
        let host = ViewHost(rootView: view, size: options.size, environment: environment)
        return SVGAnimationRecorder(duration: changeDuration).record(host, changes: changes(host))
    }

    /// Runs the app in the terminal until `q` or Ctrl-C.
    public func runInTerminal(_ options: AppOptions) throws {
        let terminal = TerminalHost(rootView: try makeView(options), environment: environment)
        if let keyHandler {
            terminal.keyHandler = { [unowned terminal] key, modifiers in keyHandler(terminal, key, modifiers) }
        }
        terminal.run()
    }
}
