import Foundation

extension Color {
    /// Creates a color from a color set that you indicate by name, in an asset catalog shipped
    /// in `bundle`'s resources (the main bundle when nil).
    ///
    /// ```swift
    /// Color("Brand", bundle: .module)
    /// ```
    ///
    /// On Linux SwiftPM copies the catalog as it is: declare it with
    /// `resources: [.copy("Assets.xcassets")]` (Docs/Differences.md, "Asset catalogs"). The colour
    /// set's light and dark appearances are kept, and the environment's colour scheme picks one
    /// when the colour is drawn. An unknown name, malformed JSON, an unknown colour space or a bad
    /// component gives magenta (255 0 255, a placeholder meant to be seen) and a diagnostic naming
    /// the file, reported where the colour is drawn as a view or a shape's fill or stroke.
    ///
    /// - Parameters:
    ///   - name: The name of the color resource to look up.
    ///   - bundle: The bundle in which to search for the color resource; the main bundle when nil.
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let catalog = AssetCatalog.catalog(for: bundle)
        let result: Result<Color, AssetCatalogError>
        if let folder = catalog.colorSets[name] {
            result = AssetColorSet.color(named: name, in: folder)
        } else {
            result = .failure(.notFound(kind: "color", name: name, bundlePath: bundle.bundlePath, catalogs: catalog.catalogPaths))
        }
        switch result {
        case .success(let color):
            self = color
        case .failure(let error):
            self.init(red: 1, green: 0, blue: 1, opacity: 1, name: name, problem: "Color: \(error)")
        }
    }
}
