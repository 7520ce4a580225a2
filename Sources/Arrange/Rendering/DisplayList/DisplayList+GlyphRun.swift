extension DisplayList {
    /// Glyphs of one face at one size and colour, positioned on the canvas: a stretch of one
    /// line of text.
    public struct GlyphRun: Equatable, Sendable {
        /// One positioned glyph.
        public struct Glyph: Hashable, Sendable {
            /// The glyph id in the run's face.
            public var id: UInt16
            /// The glyph's origin on the baseline, in canvas points.
            public var position: CGPoint

            /// Creates a positioned glyph.
            public init(id: UInt16, position: CGPoint) {
                self.id = id
                self.position = position
            }
        }

        /// The face the glyph ids belong to.
        public var face: FontFace
        /// The point size (after any `minimumScaleFactor` shrinking).
        public var size: CGFloat
        /// The glyphs in logical order.
        public var glyphs: [Glyph]
        /// The colour.
        public var color: RGBA
        /// The characters the glyphs draw (for renderers that write text, not outlines).
        public var string: String
        /// The run's starting point on the baseline, in canvas points.
        public var origin: CGPoint

        /// Creates a glyph run.
        public init(face: FontFace, size: CGFloat, glyphs: [Glyph], color: RGBA, string: String, origin: CGPoint) {
            self.face = face
            self.size = size
            self.glyphs = glyphs
            self.color = color
            self.string = string
            self.origin = origin
        }
    }
}
