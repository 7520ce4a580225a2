import Foundation

/// Reads the colour of a `.colorset` folder's `Contents.json`, as Xcode writes it:
///
/// ```json
/// { "colors": [
///     { "idiom": "universal",
///       "color": { "color-space": "srgb",
///                  "components": { "red": "0x1E", "green": "128", "blue": "0.500", "alpha": "1.000" } } },
///     { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }],
///       "color": { "color-space": "display-p3", "components": { … } } } ] }
/// ```
///
/// The entry without a luminosity appearance (or with `light`) is the light colour, the `dark`
/// one the dark colour; high-contrast entries and idioms other than `universal` and `iphone` are
/// not read. Components are fractions ("0.500"), hexadecimal bytes ("0x80") or decimal bytes
/// ("128"), as Xcode's three input methods write them (Docs/Differences.md, "Asset catalogs").
enum AssetColorSet {
    /// The colour in `folder`, named `name` in descriptions.
    static func color(named name: String, in folder: URL) -> Result<Color, AssetCatalogError> {
        let contents: (path: String, json: [String: Any])
        switch AssetCatalog.contents(of: folder) {
        case .success(let value): contents = value
        case .failure(let error): return .failure(error)
        }
        let path = contents.path
        guard let entries = contents.json["colors"] as? [[String: Any]] else {
            return .failure(.malformedJSON(path: path, reason: "it has no \"colors\" array"))
        }
        var light: [Double]?, explicitLight: [Double]?, dark: [Double]?
        for entry in entries {
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            var luminosity: String?, isHighContrast = false
            for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                switch appearance["appearance"] as? String {
                case "luminosity": luminosity = appearance["value"] as? String
                case "contrast": isHighContrast = appearance["value"] as? String == "high"
                default: continue
                }
            }
            if isHighContrast { continue }
            guard let color = entry["color"] as? [String: Any] else {
                return .failure(.malformedJSON(path: path, reason: "an entry has no \"color\" object"))
            }
            let components: [Double]
            switch self.components(of: color, path: path) {
            case .success(let value): components = value
            case .failure(let error): return .failure(error)
            }
            switch luminosity {
            case "dark": if dark == nil { dark = components }
            case "light": if explicitLight == nil { explicitLight = components }
            default: if light == nil { light = components }
            }
        }
        guard let chosen = explicitLight ?? light ?? dark else {
            return .failure(.malformedJSON(path: path, reason: "it has no universal or iPhone colour"))
        }
        let darkValue = dark.flatMap { $0 == chosen ? nil : $0 }
        return .success(Color(red: chosen[0], green: chosen[1], blue: chosen[2], opacity: chosen[3], name: name, dark: darkValue))
    }

    /// The sRGB red, green, blue and opacity of one entry's `color` object.
    static func components(of color: [String: Any], path: String) -> Result<[Double], AssetCatalogError> {
        if let reference = color["reference"] as? String {
            return .failure(.unsupportedColor(path: path, reason: "the system colour reference '\(reference)' is not resolved by Arrange"))
        }
        guard let values = color["components"] as? [String: Any] else {
            return .failure(.malformedJSON(path: path, reason: "a colour has no \"components\" object"))
        }
        let space = color["color-space"] as? String ?? "srgb"
        func component(_ key: String, isAlpha: Bool = false) -> Result<Double, AssetCatalogError> {
            guard let raw = values[key] else {
                if isAlpha { return .success(1) }
                return .failure(.badComponent(path: path, component: key, value: "missing"))
            }
            guard let value = parse(raw, isAlpha: isAlpha), value.isFinite else {
                return .failure(.badComponent(path: path, component: key, value: "'\(raw)', not a number"))
            }
            return .success(value)
        }
        do throws(AssetCatalogError) {
            let alpha = try component("alpha", isAlpha: true).get()
            switch space {
            case "srgb", "extended-srgb", "display-p3":
                // Display P3 components are drawn as sRGB, as `Color(.displayP3, …)` is.
                return .success([try component("red").get(), try component("green").get(), try component("blue").get(), alpha])
            case "extended-linear-srgb":
                let linear = Color.RGBColorSpace.sRGBLinear
                return .success([linear.sRGBComponent(try component("red").get()), linear.sRGBComponent(try component("green").get()),
                                 linear.sRGBComponent(try component("blue").get()), alpha])
            case "gray-gamma-22":
                // Gray with a 2.2 gamma: decoded to linear light, then encoded as sRGB.
                let white = try component("white").get()
                let gray = Color.RGBColorSpace.sRGBLinear.sRGBComponent(Foundation.pow(Swift.max(white, 0), 2.2))
                return .success([gray, gray, gray, alpha])
            case "extended-gray":
                let white = try component("white").get()
                return .success([white, white, white, alpha])
            default:
                return .failure(.unknownColorSpace(path: path, colorSpace: space))
            }
        } catch {
            return .failure(error)
        }
    }

    /// A component as a fraction: "0x80" and "128" are bytes (divided by 255), "0.5" a fraction;
    /// a JSON number is a fraction. An alpha of "0" or "1" is a fraction, as Xcode writes alpha
    /// as a fraction in every input method.
    static func parse(_ raw: Any, isAlpha: Bool) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) { return number.doubleValue }
        guard let string = (raw as? String)?.trimmingCharacters(in: .whitespaces), !string.isEmpty else { return nil }
        if string.lowercased().hasPrefix("0x") {
            guard let byte = Int(string.dropFirst(2), radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if let integer = Int(string) {
            if isAlpha && (integer == 0 || integer == 1) { return Double(integer) }
            return Double(integer) / 255
        }
        return Double(string)
    }
}
