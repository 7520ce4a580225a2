import Foundation

extension InlineMarkdown {
    /// Reads inline Markdown into a tree of ``InlineMarkdown/Node``s, following CommonMark's
    /// inline algorithm (https://spec.commonmark.org/0.31.2/#phase-2-inline-structure): one pass
    /// that reads escapes, code spans, delimiter runs and brackets, closing links as `]` is met,
    /// then the "process emphasis" pass that pairs delimiter runs.
    struct Parser {
        private let characters: [Character]
        private var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        /// The inline nodes of the whole source.
        mutating func parseInlines() -> [Node] {
            var nodes: [Node] = []
            var text = ""
            func flush() {
                if !text.isEmpty { nodes.append(.text(text)); text = "" }
            }
            while position < characters.count {
                let character = characters[position]
                switch character {
                case "\\":
                    // §6.1: a backslash before ASCII punctuation makes it literal.
                    if position + 1 < characters.count, Self.isASCIIPunctuation(characters[position + 1]) {
                        text.append(characters[position + 1])
                        position += 2
                    } else {
                        text.append(character)
                        position += 1
                    }
                case "`":
                    let length = runLength(at: position)
                    if let (content, end) = codeSpan(openingLength: length) {
                        flush()
                        nodes.append(.styled(.code, [.text(content)]))
                        position = end
                    } else {
                        text += String(repeating: "`", count: length)
                        position += length
                    }
                case "*", "_", "~":
                    let length = runLength(at: position)
                    if character == "~" && length > 2 {
                        // GFM §6.5: only one or two tildes strike through.
                        text += String(repeating: "~", count: length)
                        position += length
                        continue
                    }
                    flush()
                    nodes.append(delimiterRun(character, length: length))
                    position += length
                case "[":
                    flush()
                    nodes.append(.bracket(active: true))
                    position += 1
                case "]":
                    flush()
                    position += 1
                    closeBracket(&nodes)
                default:
                    text.append(character)
                    position += 1
                }
            }
            flush()
            Self.processEmphasis(&nodes)
            return nodes
        }

        /// How many copies of the character at `start` follow one another from there.
        private func runLength(at start: Int) -> Int {
            var end = start
            while end < characters.count && characters[end] == characters[start] { end += 1 }
            return end - start
        }

        /// §6.2: a code span from a backtick string of `openingLength` at `position` to the next
        /// backtick string of the same length; its content with line endings as spaces and one
        /// space stripped from each end when both ends have one and it is not all spaces.
        private func codeSpan(openingLength: Int) -> (String, Int)? {
            var index = position + openingLength
            while index < characters.count {
                if characters[index] == "`" {
                    let length = runLength(at: index)
                    if length == openingLength {
                        var content = String(characters[(position + openingLength)..<index])
                            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        return (content, index + length)
                    }
                    index += length
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// §6.4: a delimiter run with whether it can open and close emphasis, from the characters
        /// around it (the start and end of the text count as whitespace).
        private func delimiterRun(_ character: Character, length: Int) -> Node {
            let before: Character? = position > 0 ? characters[position - 1] : nil
            let after: Character? = position + length < characters.count ? characters[position + length] : nil
            let beforeIsSpace = before.map(Self.isWhitespace) ?? true
            let afterIsSpace = after.map(Self.isWhitespace) ?? true
            let beforeIsPunctuation = before.map(Self.isPunctuation) ?? false
            let afterIsPunctuation = after.map(Self.isPunctuation) ?? false
            let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
            let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
            if character == "_" {
                return .delimiter(character, count: length,
                                  canOpen: leftFlanking && (!rightFlanking || beforeIsPunctuation),
                                  canClose: rightFlanking && (!leftFlanking || afterIsPunctuation))
            }
            return .delimiter(character, count: length, canOpen: leftFlanking, canClose: rightFlanking)
        }

        /// §6.3 "look for link or image": at a `]` (already read), the nearest `[`; when an
        /// inline destination `(…)` follows, the nodes between become a link (and earlier
        /// brackets can no longer make links, as links do not nest); otherwise both are literal.
        private mutating func closeBracket(_ nodes: inout [Node]) {
            guard let opener = nodes.lastIndex(where: { if case .bracket = $0 { return true } else { return false } }) else {
                nodes.append(.text("]"))
                return
            }
            guard case .bracket(active: true) = nodes[opener], let (url, end) = linkDestination() else {
                nodes[opener] = .text("[")
                nodes.append(.text("]"))
                return
            }
            position = end
            var inner = Array(nodes[(opener + 1)...])
            Self.processEmphasis(&inner)
            nodes.removeSubrange(opener...)
            nodes.append(.link(url, inner))
            for index in nodes.indices {
                if case .bracket = nodes[index] { nodes[index] = .bracket(active: false) }
            }
        }

        /// §6.6: `(destination "title")` at `position`: the destination as a URL (nil when empty
        /// or not a URL) and the index after `)`; nil when the parenthesis is missing or malformed.
        private func linkDestination() -> (URL?, Int)? {
            var index = position
            guard index < characters.count, characters[index] == "(" else { return nil }
            index += 1
            func skipSpaces() { while index < characters.count && Self.isWhitespace(characters[index]) { index += 1 } }
            skipSpaces()
            var destination = ""
            if index < characters.count, characters[index] == "<" {
                index += 1
                while index < characters.count, characters[index] != ">" {
                    if characters[index] == "<" || characters[index] == "\n" { return nil }
                    if characters[index] == "\\", index + 1 < characters.count, Self.isASCIIPunctuation(characters[index + 1]) { index += 1 }
                    destination.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { return nil }
                index += 1
            } else {
                var depth = 0
                while index < characters.count {
                    let character = characters[index]
                    if Self.isWhitespace(character) || character.unicodeScalars.first!.properties.generalCategory == .control { break }
                    if character == "\\", index + 1 < characters.count, Self.isASCIIPunctuation(characters[index + 1]) {
                        destination.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    destination.append(character)
                    index += 1
                }
                guard depth == 0 else { return nil }
            }
            let beforeTitle = index
            skipSpaces()
            if index > beforeTitle, index < characters.count, let close = ([Character("\""): Character("\""), "'": "'", "(": ")"] as [Character: Character])[characters[index]] {
                index += 1
                while index < characters.count, characters[index] != close {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
                guard index < characters.count else { return nil }
                index += 1
                skipSpaces()
            }
            guard index < characters.count, characters[index] == ")" else { return nil }
            let url = destination.isEmpty ? nil
                : URL(string: destination) ?? destination.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed).flatMap(URL.init(string:))
            return (url, index + 1)
        }

        /// §6.3 "process emphasis": pairs closing delimiter runs with the nearest matching opener
        /// before them (the "rule of 3" for `*` and `_`; tildes pair only with a run of the same
        /// length, GFM §6.5), two delimiters for strong emphasis when both runs have two, one
        /// otherwise. Unpaired delimiters stay literal.
        static func processEmphasis(_ nodes: inout [Node]) {
            var closer = 0
            while closer < nodes.count {
                guard case .delimiter(let character, let closerCount, let closerOpens, true) = nodes[closer], closerCount > 0 else {
                    closer += 1
                    continue
                }
                var found: (index: Int, count: Int)?
                var opener = closer - 1
                while opener >= 0 {
                    if case .delimiter(character, let openerCount, true, let openerCloses) = nodes[opener], openerCount > 0 {
                        let matches: Bool
                        if character == "~" {
                            matches = openerCount == closerCount
                        } else {
                            let ruleOfThree = (openerCloses || closerOpens) && (openerCount + closerCount) % 3 == 0
                                && !(openerCount % 3 == 0 && closerCount % 3 == 0)
                            matches = !ruleOfThree
                        }
                        if matches {
                            found = (opener, openerCount)
                            break
                        }
                    }
                    opener -= 1
                }
                guard let (openerIndex, openerCount) = found else {
                    closer += 1
                    continue
                }
                let used = character == "~" ? closerCount : (closerCount >= 2 && openerCount >= 2 ? 2 : 1)
                let traits: Traits = character == "~" ? .strikethrough : used == 2 ? .strong : .emphasis
                let inner = Array(nodes[(openerIndex + 1)..<closer])
                nodes.replaceSubrange((openerIndex + 1)..<closer, with: [Node.styled(traits, inner)])
                nodes[openerIndex] = reduced(nodes[openerIndex], by: used)
                closer = openerIndex + 2
                nodes[closer] = reduced(nodes[closer], by: used)
            }
        }

        private static func reduced(_ node: Node, by amount: Int) -> Node {
            guard case .delimiter(let character, let count, let opens, let closes) = node else { return node }
            return .delimiter(character, count: count - amount, canOpen: opens, canClose: closes)
        }

        /// CommonMark's "Unicode whitespace character".
        static func isWhitespace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator || "\t\n\u{0C}\r".unicodeScalars.contains($0) }
        }

        /// CommonMark's "Unicode punctuation character": general category P or S.
        static func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }

        static func isASCIIPunctuation(_ character: Character) -> Bool {
            character.isASCII && (character.isPunctuation || character.isSymbol)
        }
    }
}
