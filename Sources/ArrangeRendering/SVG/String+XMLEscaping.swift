extension String {
    /// The string made safe inside XML text and attribute values: `&`, `<`, `>`, `"` and `'`
    /// become entities, and characters XML 1.0 forbids (controls other than tab, line feed and
    /// carriage return; unpaired surrogates can't occur in a Swift string) are dropped.
    var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
