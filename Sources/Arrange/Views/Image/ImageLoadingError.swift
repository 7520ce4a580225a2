/// Why an image could not be loaded; `LayoutSnapshot.diagnostics` shows its description.
enum ImageLoadingError: Error, Equatable, CustomStringConvertible {
    /// No file was found.
    case missing(String)
    /// The file could not be read.
    case unreadable(String)
    /// The data is neither a PNG nor a JPEG file.
    case unknownFormat
    /// The file is damaged: what is wrong with it.
    case damaged(ImageFileFormat, String)
    /// The file is valid but uses something Arrange does not decode.
    case unsupported(ImageFileFormat, String)
    /// The asset catalog's image set could not be used (Image+Asset.swift).
    case catalog(AssetCatalogError)

    var description: String {
        switch self {
        case .missing(let place): return "no image found at \(place)"
        case .unreadable(let path): return "the image file \(path) could not be read"
        case .unknownFormat: return "the image data is not a PNG or JPEG file"
        case .damaged(let format, let reason): return "the \(format.rawValue) file is damaged: \(reason)"
        case .unsupported(let format, let feature): return "the \(format.rawValue) file uses \(feature), which Arrange does not decode"
        case .catalog(let error): return error.description
        }
    }
}
