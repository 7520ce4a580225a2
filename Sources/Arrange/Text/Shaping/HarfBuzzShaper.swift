#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The optional HarfBuzz backend: shapes runs of complex scripts with the system's HarfBuzz
/// library, loaded at run time with `dlopen` (Debian: `libharfbuzz0b`; no build dependency).
///
/// When the library is missing, ``shared`` is nil and complex runs take the pure-Swift path
/// (``ArabicShaper`` for Arabic, one glyph per character otherwise); see Docs/Differences.md,
/// "Shaping and direction". The functions used are HarfBuzz's stable C API
/// (https://harfbuzz.github.io/reference-manual.html): `hb_blob_create`, `hb_face_create`,
/// `hb_font_create`, `hb_font_set_scale`, `hb_buffer_*` and `hb_shape`.
final class HarfBuzzShaper: @unchecked Sendable {
    /// The library, loaded on first use; nil when it is not installed.
    static let shared: HarfBuzzShaper? = HarfBuzzShaper(libraryNames: ["libharfbuzz.so.0", "libharfbuzz.0.dylib", "libharfbuzz.dylib"])

    /// `hb_glyph_info_t` (hb-buffer.h): 20 bytes.
    private struct GlyphInfo {
        var codepoint: UInt32
        var mask: UInt32
        var cluster: UInt32
        var var1: UInt32
        var var2: UInt32
    }

    /// `hb_glyph_position_t` (hb-buffer.h): 20 bytes.
    private struct GlyphPosition {
        var xAdvance: Int32
        var yAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
        var var1: UInt32
    }

    /// `hb_feature_t` (hb-common.h): 16 bytes.
    private struct Feature {
        var tag: UInt32 = 0
        var value: UInt32 = 0
        var start: UInt32 = 0
        var end: UInt32 = 0
    }

    private typealias Pointer = OpaquePointer
    private let blobCreate: @convention(c) (UnsafePointer<CChar>?, UInt32, Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Pointer?
    private let blobDestroy: @convention(c) (Pointer?) -> Void
    private let faceCreate: @convention(c) (Pointer?, UInt32) -> Pointer?
    private let faceDestroy: @convention(c) (Pointer?) -> Void
    private let fontCreate: @convention(c) (Pointer?) -> Pointer?
    private let fontSetScale: @convention(c) (Pointer?, Int32, Int32) -> Void
    private let bufferCreate: @convention(c) () -> Pointer?
    private let bufferDestroy: @convention(c) (Pointer?) -> Void
    private let bufferAddUTF32: @convention(c) (Pointer?, UnsafePointer<UInt32>?, Int32, UInt32, Int32) -> Void
    private let bufferSetDirection: @convention(c) (Pointer?, UInt32) -> Void
    private let bufferSetScript: @convention(c) (Pointer?, UInt32) -> Void
    private let bufferGuessProperties: @convention(c) (Pointer?) -> Void
    private let bufferGetInfos: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    private let bufferGetPositions: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    private let featureFromString: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32
    private let shapeFunction: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void

    /// The `hb_font_t` of each face shaped so far, with the face held so that no other face can
    /// take its identifier (never freed: faces live as long as the process's font registry).
    private var fonts: [ObjectIdentifier: (face: OpenTypeFont, font: Pointer)] = [:]
    private let lock = NSLock()

    /// Loads the first of `libraryNames` that opens and has every function; nil otherwise.
    init?(libraryNames: [String]) {
        guard let handle = libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func load<T>(_ name: String, as type: T.Type) -> T? {
            guard let symbol = dlsym(handle, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
        guard let blobCreate = load("hb_blob_create", as: (@convention(c) (UnsafePointer<CChar>?, UInt32, Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Pointer?).self),
              let blobDestroy = load("hb_blob_destroy", as: (@convention(c) (Pointer?) -> Void).self),
              let faceCreate = load("hb_face_create", as: (@convention(c) (Pointer?, UInt32) -> Pointer?).self),
              let faceDestroy = load("hb_face_destroy", as: (@convention(c) (Pointer?) -> Void).self),
              let fontCreate = load("hb_font_create", as: (@convention(c) (Pointer?) -> Pointer?).self),
              let fontSetScale = load("hb_font_set_scale", as: (@convention(c) (Pointer?, Int32, Int32) -> Void).self),
              let bufferCreate = load("hb_buffer_create", as: (@convention(c) () -> Pointer?).self),
              let bufferDestroy = load("hb_buffer_destroy", as: (@convention(c) (Pointer?) -> Void).self),
              let bufferAddUTF32 = load("hb_buffer_add_utf32", as: (@convention(c) (Pointer?, UnsafePointer<UInt32>?, Int32, UInt32, Int32) -> Void).self),
              let bufferSetDirection = load("hb_buffer_set_direction", as: (@convention(c) (Pointer?, UInt32) -> Void).self),
              let bufferSetScript = load("hb_buffer_set_script", as: (@convention(c) (Pointer?, UInt32) -> Void).self),
              let bufferGuessProperties = load("hb_buffer_guess_segment_properties", as: (@convention(c) (Pointer?) -> Void).self),
              let bufferGetInfos = load("hb_buffer_get_glyph_infos", as: (@convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?).self),
              let bufferGetPositions = load("hb_buffer_get_glyph_positions", as: (@convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?).self),
              let featureFromString = load("hb_feature_from_string", as: (@convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32).self),
              let shapeFunction = load("hb_shape", as: (@convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void).self)
        else {
            dlclose(handle)
            return nil
        }
        (self.blobCreate, self.blobDestroy, self.faceCreate, self.faceDestroy) = (blobCreate, blobDestroy, faceCreate, faceDestroy)
        (self.fontCreate, self.fontSetScale, self.bufferCreate, self.bufferDestroy) = (fontCreate, fontSetScale, bufferCreate, bufferDestroy)
        (self.bufferAddUTF32, self.bufferSetDirection, self.bufferSetScript) = (bufferAddUTF32, bufferSetDirection, bufferSetScript)
        (self.bufferGuessProperties, self.bufferGetInfos, self.bufferGetPositions) = (bufferGuessProperties, bufferGetInfos, bufferGetPositions)
        (self.featureFromString, self.shapeFunction) = (featureFromString, shapeFunction)
    }

    /// The HarfBuzz font of `face`, at its units per em (so advances and offsets come in font
    /// units), made on first use.
    private func font(for face: OpenTypeFont) -> Pointer? {
        lock.lock()
        defer { lock.unlock() }
        if let known = fonts[ObjectIdentifier(face)], known.face === face { return known.font }
        // HB_MEMORY_MODE_DUPLICATE (0): HarfBuzz copies the bytes.
        let blob = face.data.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                blobCreate($0, UInt32(bytes.count), 0, nil, nil)
            }
        }
        let hbFace = faceCreate(blob, UInt32(face.faceIndex))
        blobDestroy(blob)
        guard let font = fontCreate(hbFace) else { faceDestroy(hbFace); return nil }
        faceDestroy(hbFace)
        fontSetScale(font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
        fonts[ObjectIdentifier(face)] = (face, font)
        return font
    }

    /// Shapes `scalars` in `face`.
    ///
    /// - Parameters:
    ///   - scalars: The text of one segment.
    ///   - clusters: The character (cluster) index of each scalar, non-decreasing.
    ///   - face: The face to shape with.
    ///   - script: The segment's script.
    ///   - rightToLeft: The direction (HB_DIRECTION_RTL or LTR).
    ///   - features: HarfBuzz feature strings ("-liga", "kern=0"); the script's defaults apply.
    /// - Returns: The glyphs in display order, left to right, in font units.
    func shape(_ scalars: [Unicode.Scalar], clusters: [Int], face: OpenTypeFont, script: ComplexScript,
               rightToLeft: Bool, features: [String] = []) -> [ShapedGlyph] {
        guard !scalars.isEmpty, let font = font(for: face), let buffer = bufferCreate() else { return [] }
        defer { bufferDestroy(buffer) }
        // hb_buffer_add_utf32 numbers each glyph's cluster by its scalar's index in the text;
        // `clusters` maps that index to the character's.
        let values = scalars.map(\.value)
        values.withUnsafeBufferPointer { bufferAddUTF32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        bufferSetDirection(buffer, rightToLeft ? 5 : 4) // HB_DIRECTION_RTL, HB_DIRECTION_LTR
        bufferSetScript(buffer, script.harfBuzzTag)
        bufferGuessProperties(buffer)
        let parsed: [Feature] = features.compactMap { string in
            var feature = Feature()
            let ok = string.withCString { featureFromString($0, -1, &feature) }
            return ok != 0 ? feature : nil
        }
        parsed.withUnsafeBytes { shapeFunction(font, buffer, $0.baseAddress, UInt32($0.count / MemoryLayout<Feature>.stride)) }
        var count: UInt32 = 0
        guard let infos = bufferGetInfos(buffer, &count)?.assumingMemoryBound(to: GlyphInfo.self),
              let positions = bufferGetPositions(buffer, nil)?.assumingMemoryBound(to: GlyphPosition.self) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            let scalarIndex = Swift.min(Int(info.cluster), clusters.count - 1)
            glyphs.append(ShapedGlyph(id: UInt16(truncatingIfNeeded: info.codepoint), cluster: clusters[scalarIndex],
                                      xAdvance: Int(position.xAdvance), xOffset: Int(position.xOffset), yOffset: Int(position.yOffset)))
        }
        return glyphs
    }
}
