// The libFuzzer entry point for the OpenType reader. Not part of the package build: `Scripts/fuzz.sh`
// compiles it together with `Sources/Arrange/Text/OpenType/*.swift` (except BundledFonts.swift, which
// needs the package's resource bundle) using `swiftc -sanitize=fuzzer,address -parse-as-library`.

/// Parses one input as a font and, when it parses, makes the queries text measurement and rendering
/// make: character map, advances, kerning of every pair of a few glyphs, and outlines.
///
/// - Parameters:
///   - data: The input bytes, owned by libFuzzer.
///   - size: The number of input bytes.
/// - Returns: 0, as libFuzzer requires; a crash, sanitizer report or timeout is the failure signal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fontReaderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for faceIndex in [0, 1] {
        guard let font = try? OpenTypeFont(data: bytes, faceIndex: faceIndex) else { continue }
        var glyphs: [UInt16] = [0, 1, 2, 3, UInt16(truncatingIfNeeded: font.glyphCount), .max]
        for scalar in "AVTao?é€ ".unicodeScalars + [Unicode.Scalar(0x1F600)!, Unicode.Scalar(0xFFFF)!] {
            if let glyph = font.glyph(for: scalar) { glyphs.append(glyph) }
        }
        for left in glyphs {
            _ = font.advance(of: left)
            _ = try? font.outline(of: left)
            for right in glyphs { _ = font.kerning(left, right) }
        }
        _ = (font.unitsPerEm, font.ascender, font.descender, font.familyName, font.fullName)
    }
    return 0
}
