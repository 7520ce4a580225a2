import Foundation

extension DisplayList {
    /// A font face that glyph runs draw with: its names and its glyph outlines.
    ///
    /// One instance per face, shared by every display list; compared by identity.
    public final class FontFace: Equatable, Hashable, @unchecked Sendable {
        let typeface: any Typeface
        private let lock = NSLock()
        private var outlines: [UInt16: Path] = [:]
        /// Whether the face's PostScript or family name names a weight of semibold or more
        /// (Bold, Semibold, SemiBold, Heavy, Black): how a terminal, which has one bold weight,
        /// decides to draw a run bold. Worked out once, when the face is made.
        package let namesBoldWeight: Bool

        private init(typeface: any Typeface) {
            self.typeface = typeface
            let font = typeface as? OpenTypeFont
            let names = (font?.postScriptName ?? "") + " " + (font?.familyName ?? "")
            namesBoldWeight = ["Bold", "Semibold", "SemiBold", "Heavy", "Black"].contains { names.firstRange(of: $0) != nil }
        }

        /// The face's family name (`Inter`, `DejaVu Sans`), when the font names one.
        public var familyName: String? { (typeface as? OpenTypeFont)?.familyName }

        /// The face's PostScript name, when the font names one.
        public var postScriptName: String? { (typeface as? OpenTypeFont)?.postScriptName }

        /// Font units per em: glyph outlines scale by `pointSize / unitsPerEm`.
        public var unitsPerEm: Int { Swift.max(typeface.unitsPerEm, 1) }

        /// The outline of `glyph` in font units, y up, origin on the baseline; empty for glyphs
        /// without ink (spaces), for ids the face lacks, for unreadable outlines, and for faces
        /// with metrics only (the box faces tests measure with).
        ///
        /// - Complexity: Each glyph is read from the font once, then remembered.
        public func outline(of glyph: UInt16) -> Path {
            lock.lock()
            if let known = outlines[glyph] {
                lock.unlock()
                return known
            }
            lock.unlock()
            var path = Path()
            if let font = typeface as? OpenTypeFont, let outline = try? font.outline(of: glyph) {
                for element in outline.elements {
                    switch element {
                    case .move(let point): path.move(to: point)
                    case .line(let point): path.addLine(to: point)
                    case .quad(let control, let point): path.addQuadCurve(to: point, control: control)
                    case .cubic(let control1, let control2, let point): path.addCurve(to: point, control1: control1, control2: control2)
                    case .close: path.closeSubpath()
                    }
                }
            }
            lock.lock()
            outlines[glyph] = path
            lock.unlock()
            return path
        }

        /// Two faces are equal when they are the same face.
        public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

        /// Hashes the face's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

        private static let lock = NSLock()
        nonisolated(unsafe) private static var faces: [ObjectIdentifier: FontFace] = [:]

        /// The shared face object for `typeface`.
        static func face(for typeface: any Typeface) -> FontFace {
            lock.lock()
            defer { lock.unlock() }
            if let known = faces[ObjectIdentifier(typeface)] { return known }
            let face = FontFace(typeface: typeface)
            faces[ObjectIdentifier(typeface)] = face
            return face
        }
    }
}
