/// Why a named colour or image could not be read from an asset catalog;
/// `LayoutSnapshot.diagnostics` shows its description, which names the file at fault.
enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
    /// No catalog in the bundle has an entry of that name.
    case notFound(kind: String, name: String, bundlePath: String, catalogs: [String])
    /// A `Contents.json` file could not be read or parsed.
    case malformedJSON(path: String, reason: String)
    /// A colour uses a colour space Arrange does not know.
    case unknownColorSpace(path: String, colorSpace: String)
    /// A colour component is missing or not a number.
    case badComponent(path: String, component: String, value: String)
    /// A colour refers to a system colour, which Arrange does not resolve.
    case unsupportedColor(path: String, reason: String)
    /// An image set names no file Arrange can use.
    case noImageFile(path: String)
    /// An image file named by an image set is missing.
    case missingImageFile(path: String)

    var description: String {
        switch self {
        case .notFound(let kind, let name, let bundlePath, let catalogs):
            let searched = catalogs.isEmpty ? "no .xcassets catalog in \(bundlePath)" : "searched \(catalogs.joined(separator: ", "))"
            return "no \(kind) named '\(name)' found in asset catalog (\(searched))"
        case .malformedJSON(let path, let reason): return "\(path) is not a valid asset catalog Contents.json: \(reason)"
        case .unknownColorSpace(let path, let colorSpace): return "\(path) uses the colour space '\(colorSpace)', which Arrange does not know"
        case .badComponent(let path, let component, let value): return "\(path): colour component '\(component)' is \(value)"
        case .unsupportedColor(let path, let reason): return "\(path): \(reason)"
        case .noImageFile(let path): return "\(path) names no PNG or JPEG file"
        case .missingImageFile(let path): return "the image file \(path) named by its image set is missing"
        }
    }
}
