/// The work of applying `GSUB` lookups to one run: the glyphs, and the limits that keep a hostile
/// font from looping or growing the run without bound.
///
/// Lookups run as "GSUB — Glyph Substitution Table" (OpenType spec) describes: each lookup passes
/// over the whole run from the first glyph (type 8 from the last), trying its subtables in order at
/// each glyph the lookup flags don't skip until one applies. Context lookups apply their nested
/// lookups at the matched positions, nested at most ``maximumNesting`` deep.
struct GlyphSubstitution {
    /// The table the lookups come from.
    let table: GlyphSubstitutionTable
    /// The run, substituted in place.
    var glyphs: [Glyph]
    /// Subtable applications left before the run is declared runaway.
    private var budget: Int
    /// The longest the run may grow to.
    private let maximumLength: Int

    typealias Glyph = GlyphSubstitutionTable.Glyph

    /// How deep context lookups may nest (HarfBuzz allows 64; real fonts need two or three).
    static let maximumNesting = 8

    /// A lookup's header: its type (extension subtables resolved), flags and subtables.
    struct Lookup {
        var type: Int
        var flag: Int
        var markFilteringSet: Int?
        var subtables: [FontDataReader]
    }

    /// Starts substituting `glyphs` with `table`'s lookups.
    init(table: GlyphSubstitutionTable, glyphs: [Glyph]) {
        self.table = table
        self.glyphs = glyphs
        budget = 4096 + 256 * glyphs.count
        maximumLength = 64 + 32 * glyphs.count
    }

    /// Reads lookup `index` of the LookupList.
    ///
    /// - Throws: ``FontError`` for a malformed lookup or extension subtables of mixed types.
    func lookup(_ index: Int) throws -> Lookup {
        let list = table.lookupList
        guard index < table.lookupCount else { throw list.error("lookup \(index) of \(table.lookupCount) requested") }
        let lookup = try list.sub(from: try list.u16(2 + 2 * index))
        var type = try lookup.u16(0)
        let flag = try lookup.u16(2)
        let count = try lookup.u16(4)
        try lookup.checkArray(6, count: count, size: 2)
        var subtables: [FontDataReader] = []
        subtables.reserveCapacity(count)
        var extensionType: Int?
        for i in 0..<count {
            var subtable = try lookup.sub(from: try lookup.u16(6 + 2 * i))
            if type == 7 {
                guard try subtable.u16(0) == 1 else { throw subtable.error("extension substitution format is not 1") }
                let inner = try subtable.u16(2)
                guard inner != 7, extensionType == nil || extensionType == inner else {
                    throw subtable.error("extension lookup \(index) has subtables of type \(inner) and \(extensionType ?? 7)")
                }
                extensionType = inner
                subtable = try subtable.sub(from: try subtable.u32(4))
            }
            subtables.append(subtable)
        }
        if let extensionType { type = extensionType }
        let markFilteringSet = flag & 0x0010 != 0 ? try lookup.u16(6 + 2 * count) : nil
        return Lookup(type: type, flag: flag, markFilteringSet: markFilteringSet, subtables: subtables)
    }

    /// Applies lookup `index` to every glyph whose mask shares a bit with `mask`.
    ///
    /// - Throws: ``FontError`` for damaged data, a runaway run or nesting too deep.
    mutating func apply(lookup index: Int, mask: UInt32) throws {
        let lookup = try lookup(index)
        if lookup.type == 8 {
            var i = glyphs.count - 1
            while i >= 0 {
                if glyphs[i].mask & mask != 0, try !skips(glyphs[i].id, lookup) {
                    for subtable in lookup.subtables where try applyReverseChainSingle(subtable, lookup: lookup, at: i) { break }
                }
                i -= 1
            }
            return
        }
        var i = 0
        while i < glyphs.count {
            if glyphs[i].mask & mask != 0, try !skips(glyphs[i].id, lookup),
               let next = try applyOnce(lookup, at: i, mask: mask, depth: 0) {
                i = next
            } else {
                i += 1
            }
        }
    }

    /// Tries `lookup`'s subtables at glyph `position` until one applies.
    ///
    /// - Returns: The position to continue from, or nil when no subtable applied.
    mutating func applyOnce(_ lookup: Lookup, at position: Int, mask: UInt32, depth: Int) throws -> Int? {
        for subtable in lookup.subtables {
            try charge()
            let next: Int?
            switch lookup.type {
            case 1: next = try applySingle(subtable, at: position)
            case 2: next = try applyMultiple(subtable, at: position)
            case 3: next = try applyAlternate(subtable, at: position)
            case 4: next = try applyLigature(subtable, lookup: lookup, at: position, mask: mask)
            case 5: next = try applyContext(subtable, lookup: lookup, at: position, mask: mask, depth: depth)
            case 6: next = try applyChainedContext(subtable, lookup: lookup, at: position, mask: mask, depth: depth)
            case 8: next = nil // only as a whole lookup, never nested (the spec forbids it)
            default: throw subtable.error("lookup type \(lookup.type) is not 1–8")
            }
            if let next {
                guard glyphs.count <= maximumLength else { throw table.table.error("substitution grew the run past \(maximumLength) glyphs") }
                return next
            }
        }
        return nil
    }

    /// Counts one subtable application against the budget.
    private mutating func charge() throws {
        budget -= 1
        guard budget >= 0 else { throw table.table.error("substitution needs more steps than the run's length allows") }
    }

    /// Whether `lookup`'s flags skip `glyph` (IgnoreBaseGlyphs, IgnoreLigatures, IgnoreMarks,
    /// MarkAttachmentType, UseMarkFilteringSet, with the `GDEF` classes).
    func skips(_ glyph: UInt16, _ lookup: Lookup) throws -> Bool {
        guard let definitions = table.definitions, lookup.flag & 0xFF1E != 0 else { return false }
        switch try definitions.glyphClass(of: glyph) {
        case .base: return lookup.flag & 0x0002 != 0
        case .ligature: return lookup.flag & 0x0004 != 0
        case .mark:
            if lookup.flag & 0x0008 != 0 { return true }
            if let set = lookup.markFilteringSet { return try !definitions.markSet(set, contains: glyph) }
            let attachment = lookup.flag >> 8
            if attachment != 0 { return try definitions.markAttachmentClass(of: glyph) != attachment }
            return false
        case .component, .unclassified: return false
        }
    }

    /// The next glyph after `position` (before it when `step` is -1) that `lookup` doesn't skip, or
    /// nil at the end of the run.
    func next(after position: Int, step: Int = 1, _ lookup: Lookup) throws -> Int? {
        var i = position + step
        while i >= 0 && i < glyphs.count {
            if try !skips(glyphs[i].id, lookup) { return i }
            i += step
        }
        return nil
    }
}
