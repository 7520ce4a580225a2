extension GlyphSubstitutionTable {
    /// One glyph of a run being substituted.
    struct Glyph: Equatable {
        /// The glyph ID.
        var id: UInt16
        /// The index of the character (or cluster) the glyph came from, in the caller's numbering.
        var cluster: Int
        /// Which features may apply to this glyph: a lookup applies when this shares a bit with its
        /// feature's ``Feature/mask`` (as Arabic joining forms select `init`, `medi`, `fina` or
        /// `isol` per letter). Every bit by default.
        var mask: UInt32 = .max
    }

    /// A feature to apply, by tag, with the mask of the glyphs it applies to.
    struct Feature: Equatable {
        /// The four-character feature tag ("liga", "ccmp", "init", …).
        var tag: String
        /// The glyphs the feature applies to: those whose ``Glyph/mask`` shares a bit with this.
        var mask: UInt32

        /// A feature applied to the glyphs whose mask shares a bit with `mask` (all by default).
        init(_ tag: String, mask: UInt32 = .max) {
            self.tag = tag
            self.mask = mask
        }
    }
}
