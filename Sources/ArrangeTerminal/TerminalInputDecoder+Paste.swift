import Arrange

extension TerminalInputDecoder {
    /// The bytes that end a bracketed paste: `ESC [ 201 ~`.
    static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "~")]

    /// Moves the pending bytes from `index` into the paste in progress, up to its end marker.
    ///
    /// - Returns: True when the paste ended (its event appended to `events`, `index` past the
    ///   marker); false when its end has not arrived: then everything is taken in but a tail
    ///   that may be the start of the marker, which stays pending.
    /// - Complexity: O(*n*) in the pending bytes: a paste of any size decodes in linear time.
    mutating func collectPaste(from index: inout Int, into events: inout [TerminalInputEvent]) -> Bool {
        let marker = Self.pasteEnd
        var position = index
        while position < pending.count {
            if pending[position] == marker[0] {
                var matched = 1
                while matched < marker.count, position + matched < pending.count, pending[position + matched] == marker[matched] {
                    matched += 1
                }
                if matched == marker.count {
                    pasteBytes?.append(contentsOf: pending[index..<position])
                    events.append(.paste(String(decoding: pasteBytes ?? [], as: UTF8.self)))
                    pasteBytes = nil
                    index = position + marker.count
                    return true
                }
                if position + matched == pending.count {
                    // The marker may continue in the next bytes: keep this tail pending.
                    pasteBytes?.append(contentsOf: pending[index..<position])
                    pending.removeFirst(position)
                    return false
                }
            }
            position += 1
        }
        pasteBytes?.append(contentsOf: pending[index...])
        pending.removeAll()
        return false
    }
}
