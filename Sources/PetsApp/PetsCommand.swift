import Arrange
import ArrangeRendering

/// Runs the `pets` command: renders one frame of the voting screen with ``ImageRenderer``.
public enum PetsCommand {
    /// Renders the frame the options ask for, writing the files, and returns the text to print
    /// (the terminal frame when no file was asked for, else an empty string).
    ///
    /// - Throws: A file system error when a file can't be written, or ``PetsRenderError`` when
    ///   the frame can't be made into a PNG image.
    public static func run(_ options: PetsOptions) throws -> String {
        let renderer = ImageRenderer(content: PetVotingView(pets: options.pets))
        renderer.proposedSize = ProposedViewSize(options.size)
        if let path = options.pngPath {
            guard let data = renderer.pngData() else { throw PetsRenderError.noImage(options.size) }
            try data.write(to: URL(fileURLWithPath: path))
        }
        if let path = options.svgPath {
            try renderer.svg.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return options.pngPath == nil && options.svgPath == nil ? renderer.terminal() : ""
    }
}

/// Why a frame could not be rendered.
public enum PetsRenderError: Error, CustomStringConvertible {
    /// The PNG renderer refused the size (too many pixels).
    case noImage(CGSize)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noImage(let size): return "cannot make a PNG image of \(size.width)x\(size.height) points"
        }
    }
}
