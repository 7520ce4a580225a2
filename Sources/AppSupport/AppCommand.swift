import Arrange
import ArrangeRendering
import ArrangeTerminal
import Foundation

/// An example app's command: writes files when asked (`--png`, `--svg`, `--animate`), runs
/// interactively when standard input and output are a terminal, and otherwise prints one frame.
///
/// ```swift
/// let command = AppCommand(name: "radial", usage: "usage: radial [--png FILE] …") { _ in RadialDemoView() }
/// exit(command.main(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
@MainActor @preconcurrency
public struct AppCommand<Root: View> {
    /// The program's name, for messages.
    public var name: String
    /// The usage text, printed after a bad argument.
    public var usage: String
    /// The app's own options that take a value.
    public var appOptions: [String] = []
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
    ///   - usage: The usage text.
    ///   - makeView: Makes the root view for the options.
    public init(name: String, usage: String, makeView: @escaping (AppOptions) throws -> Root) {
        self.name = name
        self.usage = usage
        self.makeView = makeView
    }

    /// Runs the command with `arguments` (without the program name).
    ///
    /// - Returns: The exit status: 0 on success, 2 for bad arguments, 1 for other errors.
    public func main(arguments: [String]) -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions(arguments: arguments, appOptions: appOptions, defaultSize: defaultSize)
            _ = try makeView(options)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n\(usage)\n".utf8))
            return 2
        }
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
