/// Why the gallery could not be written.
public enum GalleryError: Error, Equatable, CustomStringConvertible {
    /// The output path exists and is a file, not a directory.
    case notADirectory(path: String)
    /// The output directory could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// A file could not be written in the output directory.
    case cannotWrite(path: String, reason: String)
    /// An example could not be rendered to PNG.
    case renderFailed(example: String, reason: String)
    /// No example matched the filter given.
    case noExamples(filter: String)
    /// The scale is not a positive finite number of at most 8.
    case invalidScale(Double)

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .notADirectory(let path): return "\(path) is a file, not a directory"
        case .cannotCreateDirectory(let path, let reason): return "cannot create the directory \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .renderFailed(let example, let reason): return "cannot render the example \(example): \(reason)"
        case .noExamples(let filter): return "no example name starts with \"\(filter)\""
        case .invalidScale(let scale): return "the scale \(scale) is not a number greater than 0 and at most 8"
        }
    }
}
