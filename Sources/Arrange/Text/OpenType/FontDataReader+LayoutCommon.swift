extension FontDataReader {
    /// Returns the coverage index of `glyph` in the Coverage table at `offset`, or `nil` when the
    /// table does not cover it.
    ///
    /// Reads "Coverage table" formats 1 (sorted glyph array) and 2 (sorted ranges) in place, by
    /// binary search ("OpenType Layout common table formats", OpenType spec), allocating nothing.
    ///
    /// - Throws: ``FontError`` for an unknown format or an array past the end of the range.
    func coverageIndex(of glyph: UInt16, coverageAt offset: Int) throws -> Int? {
        let format = try u16(offset)
        let count = try u16(offset + 2)
        let target = Int(glyph)
        switch format {
        case 1:
            try checkArray(offset + 4, count: count, size: 2)
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let value = try u16(offset + 4 + 2 * mid)
                if value == target { return mid }
                if value < target { low = mid + 1 } else { high = mid }
            }
            return nil
        case 2:
            try checkArray(offset + 4, count: count, size: 6)
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let record = offset + 4 + 6 * mid
                if try u16(record + 2) < target { low = mid + 1 } else { high = mid }
            }
            guard low < count else { return nil }
            let record = offset + 4 + 6 * low
            let first = try u16(record)
            guard first <= target else { return nil }
            return try u16(record + 4) + target - first
        default:
            throw error("Coverage format \(format) is not 1 or 2")
        }
    }

    /// Returns the class of `glyph` in the Class Definition table at `offset` (0 when the table
    /// doesn't list it).
    ///
    /// Reads "Class Definition table" formats 1 (a class per glyph from a start glyph) and 2 (sorted
    /// class ranges) in place ("OpenType Layout common table formats", OpenType spec).
    ///
    /// - Throws: ``FontError`` for an unknown format or an array past the end of the range.
    func glyphClass(of glyph: UInt16, classDefinitionAt offset: Int) throws -> Int {
        let format = try u16(offset)
        let target = Int(glyph)
        switch format {
        case 1:
            let start = try u16(offset + 2), count = try u16(offset + 4)
            try checkArray(offset + 6, count: count, size: 2)
            guard target >= start, target - start < count else { return 0 }
            return try u16(offset + 6 + 2 * (target - start))
        case 2:
            let count = try u16(offset + 2)
            try checkArray(offset + 4, count: count, size: 6)
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if try u16(offset + 4 + 6 * mid + 2) < target { low = mid + 1 } else { high = mid }
            }
            guard low < count else { return 0 }
            let record = offset + 4 + 6 * low
            return try u16(record) <= target ? try u16(record + 4) : 0
        default:
            throw error("ClassDef format \(format) is not 1 or 2")
        }
    }
}
