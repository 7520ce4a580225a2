extension OpenTypeFont {
    /// Reads `CBLC` and `CBDT`. Damaged headers leave the font without colour glyphs and are
    /// reported as the second element.
    static func readColorBitmaps(_ directory: FontTableDirectory) -> (ColorBitmapTable?, FontError?) {
        guard let locations = directory.optional("CBLC"), let data = directory.optional("CBDT") else { return (nil, nil) }
        do {
            return (try ColorBitmapTable(locations: locations, data: data), nil)
        } catch {
            return (nil, error as? FontError ?? FontError("CBLC: \(error)"))
        }
    }

    /// Whether the face draws colour glyphs (it has `CBLC`/`CBDT`, readable or not): fallback
    /// prefers it for emoji.
    var isColorFont: Bool { colorBitmaps != nil || colorBitmapError != nil }
}
