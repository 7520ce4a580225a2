import Foundation

/// The asset catalogs (`*.xcassets` folders) at the top of a bundle's resources, indexed by name:
/// how `Color(_:bundle:)` and `Image(_:bundle:)` find named colours and images on Linux, where
/// SwiftPM copies a catalog as it is (`.copy("Assets.xcassets")`, Docs/Differences.md "Asset
/// catalogs").
///
/// A `.colorset` or `.imageset` folder's name without its extension is the entry's name; a folder
/// whose `Contents.json` says `"provides-namespace": true` puts its name and a slash before the
/// names inside it, as Xcode does. Indexes are made once per bundle path and kept.
struct AssetCatalog: Sendable {
    /// The catalogs found, by path.
    let catalogPaths: [String]
    /// Colour sets by name: the `.colorset` folder.
    let colorSets: [String: URL]
    /// Image sets by name: the `.imageset` folder.
    let imageSets: [String: URL]

    /// The index of `bundle`'s catalogs.
    static func catalog(for bundle: Bundle) -> AssetCatalog {
        let root = bundle.resourceURL ?? bundle.bundleURL
        return cache.value(for: root.path) { AssetCatalog(root: root) }
    }

    private static let cache = AssetCatalogCache()

    /// Indexes the catalogs directly inside `root`.
    init(root: URL) {
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        let catalogs = entries.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
        var colors: [String: URL] = [:], images: [String: URL] = [:]
        for catalog in catalogs {
            Self.index(catalog, prefix: "", colors: &colors, images: &images, depth: 0)
        }
        catalogPaths = catalogs.map(\.path)
        colorSets = colors
        imageSets = images
    }

    /// Adds the entries in `folder` (and its groups, at most 32 deep) to the indexes; an earlier
    /// catalog's entry wins over a later one's of the same name.
    private static func index(_ folder: URL, prefix: String, colors: inout [String: URL], images: inout [String: URL], depth: Int) {
        guard depth < 32 else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .sorted { $0.path < $1.path }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset": if colors[name] == nil { colors[name] = entry }
            case "imageset": if images[name] == nil { images[name] = entry }
            case "":
                let namespace = providesNamespace(entry) ? prefix + entry.lastPathComponent + "/" : prefix
                index(entry, prefix: namespace, colors: &colors, images: &images, depth: depth + 1)
            default: continue   // app icons, data sets, symbol sets: not read
            }
        }
    }

    /// Whether a group folder's `Contents.json` sets `properties.provides-namespace`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The `Contents.json` of an entry folder, parsed as a JSON object.
    static func contents(of folder: URL) -> Result<(path: String, json: [String: Any]), AssetCatalogError> {
        let path = folder.appendingPathComponent("Contents.json").path
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.malformedJSON(path: path, reason: "the file is missing or unreadable"))
        }
        do {
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return .failure(.malformedJSON(path: path, reason: "the top level is not an object"))
            }
            return .success((path, json))
        } catch {
            return .failure(.malformedJSON(path: path, reason: "\(error.localizedDescription)"))
        }
    }
}

/// The asset catalog indexes made so far, by bundle resource path.
final class AssetCatalogCache: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalog] = [:]

    /// The index for `path`, made with `make` the first time.
    func value(for path: String, make: () -> AssetCatalog) -> AssetCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let catalog = catalogs[path] { return catalog }
        let catalog = make()
        catalogs[path] = catalog
        return catalog
    }
}
