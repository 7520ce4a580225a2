/// A recursive-descent parser over the text's Unicode scalars; depth is bounded by
/// `ViewTreeDescription.maximumDepth`.
struct TreeTextParser {
    typealias Element = ViewTreeDescription.Element
    typealias Argument = ViewTreeDescription.Argument
    typealias Value = ViewTreeDescription.Value
    typealias ParseError = ViewTreeDescription.ParseError

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var viewCount = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var atEnd: Bool { index >= scalars.count }
    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The next character, quoted, for error messages.
    var peekDescription: String {
        guard let peek else { return "the end of the description" }
        if peek.properties.generalCategory == .control || peek.value > 0x7E {
            return "U+" + String(peek.value, radix: 16, uppercase: true)
        }
        return "\"\(Character(peek))\""
    }

    func error(_ message: String) -> ParseError {
        ParseError(message: message, line: line, column: column)
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// Skips whitespace and `//` comments.
    mutating func skipTrivia() {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func consume(_ expected: Unicode.Scalar) -> Bool {
        skipTrivia()
        guard peek == expected else { return false }
        advance()
        return true
    }

    private mutating func expect(_ expected: Unicode.Scalar, _ context: String) throws(ParseError) {
        guard consume(expected) else { throw error("expected \"\(expected)\" \(context), found \(peekDescription)") }
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || (scalar >= "0" && scalar <= "9")
    }

    private mutating func word() -> String? {
        skipTrivia()
        guard let first = peek, Self.isWordStart(first) else { return nil }
        var result = ""
        while let scalar = peek, Self.isWordPart(scalar), result.unicodeScalars.count < 64 {
            result.unicodeScalars.append(scalar)
            advance()
        }
        return result
    }

    /// An element: a view, its arguments, children and modifiers.
    mutating func element(depth: Int) throws(ParseError) -> Element {
        guard depth <= ViewTreeDescription.maximumDepth else {
            throw error("views nest more than \(ViewTreeDescription.maximumDepth) deep")
        }
        viewCount += 1
        guard viewCount <= ViewTreeDescription.maximumViewCount else {
            throw error("more than \(ViewTreeDescription.maximumViewCount) views")
        }
        let (startLine, startColumn) = (line, column)
        guard let name = word() else { throw error("expected a view name, found \(peekDescription)") }
        guard let signature = ViewTreeDescription.schema.views[name] else {
            throw ParseError(message: "unknown view \"\(name)\"", line: startLine, column: startColumn)
        }
        var element = Element(name)
        if consume("(") {
            element.arguments = try arguments(for: signature, of: name)
        } else if !signature.required.isEmpty {
            throw error("\(name) needs arguments in parentheses")
        }
        skipTrivia()
        if peek == "{" {
            guard signature.takesChildren else { throw error("\(name) takes no children") }
            advance()
            while true {
                skipTrivia()
                while peek == "," || peek == ";" { advance(); skipTrivia() }
                if consume("}") { break }
                guard !atEnd else { throw error("expected \"}\" to close \(name)'s children, found the end of the description") }
                element.children.append(try self.element(depth: depth + 1))
            }
        }
        while consume(".") {
            element.modifiers.append(try modifier(depth: depth))
        }
        return element
    }

    private mutating func modifier(depth: Int) throws(ParseError) -> ViewTreeDescription.Modifier {
        let (startLine, startColumn) = (line, column)
        guard let name = word() else { throw error("expected a modifier name after \".\", found \(peekDescription)") }
        guard let signature = ViewTreeDescription.schema.modifiers[name] else {
            throw ParseError(message: "unknown modifier \"\(name)\"", line: startLine, column: startColumn)
        }
        var modifier = ViewTreeDescription.Modifier(name)
        if consume("(") {
            modifier.arguments = try arguments(for: signature, of: ".\(name)")
        } else {
            throw error(".\(name) needs parentheses")
        }
        if name == "frame" {
            let labels = Set(modifier.arguments.compactMap(\.label))
            if !labels.isDisjoint(with: ["width", "height"]), !labels.isDisjoint(with: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]) {
                throw ParseError(message: ".frame cannot mix width or height with minimum, ideal or maximum dimensions", line: startLine, column: startColumn)
            }
        }
        if name == "fixedSize", modifier.arguments.count == 1 {
            throw ParseError(message: ".fixedSize takes both horizontal and vertical, or neither", line: startLine, column: startColumn)
        }
        if signature.takesChildren {
            try expect("{", "before .\(name)'s content")
            modifier.content = try element(depth: depth + 1)
            try expect("}", "after .\(name)'s content")
        }
        return modifier
    }

    private mutating func arguments(for signature: ViewTreeDescription.Signature, of owner: String) throws(ParseError) -> [Argument] {
        var result: [Argument] = []
        var seen: Set<String> = []
        if consume(")") { return try checked(result, signature, owner) }
        repeat {
            skipTrivia()
            let (startLine, startColumn) = (line, column)
            let save = (index, line, column)
            var label: String?
            if let word = word() {
                if consume(":") { label = word } else { (index, line, column) = save }
            }
            let key = label ?? "_"
            guard let kind = signature.parameters[key] else {
                throw ParseError(message: label.map { "\(owner) has no argument \"\($0)\"" } ?? "\(owner) takes no unlabelled argument", line: startLine, column: startColumn)
            }
            guard seen.insert(key).inserted else {
                throw ParseError(message: "\(owner) is given \"\(key)\" twice", line: startLine, column: startColumn)
            }
            skipTrivia()
            let (valueLine, valueColumn) = (line, column)
            let value = try self.value()
            guard kind.accepts(value) else {
                throw ParseError(message: "\(owner)'s \(label.map { "\"\($0)\"" } ?? "argument") must be \(kind.expectation)", line: valueLine, column: valueColumn)
            }
            result.append(Argument(label, value))
        } while consume(",")
        try expect(")", "after \(owner)'s arguments")
        return try checked(result, signature, owner)
    }

    private func checked(_ arguments: [Argument], _ signature: ViewTreeDescription.Signature, _ owner: String) throws(ParseError) -> [Argument] {
        let given = Set(arguments.map { $0.label ?? "_" })
        if let missing = signature.required.subtracting(given).sorted().first {
            throw error("\(owner) needs \(missing == "_" ? "an unlabelled argument" : "\"\(missing)\"")")
        }
        return arguments
    }

    private mutating func value() throws(ParseError) -> Value {
        skipTrivia()
        guard let first = peek else { throw error("expected a value, found the end of the description") }
        if first == "\"" { return .string(try string()) }
        if first == "-" || (first >= "0" && first <= "9") { return .number(try number()) }
        if let word = word() {
            switch word {
            case "nan": return .number(.nan)
            case "inf": return .number(.infinity)
            default: return .word(word)
            }
        }
        throw error("expected a value, found \(peekDescription)")
    }

    private mutating func number() throws(ParseError) -> Double {
        var text = ""
        if peek == "-" { text = "-"; advance() }
        if text == "-", let first = peek, Self.isWordStart(first) {
            guard word() == "inf" else { throw error("expected a number after \"-\"") }
            return -.infinity
        }
        while let scalar = peek, (scalar >= "0" && scalar <= "9") || scalar == "." || scalar == "e" || scalar == "E" || ((scalar == "+" || scalar == "-") && (text.hasSuffix("e") || text.hasSuffix("E"))), text.count < 64 {
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard let value = Double(text) else { throw error("\"\(text)\" is not a number") }
        return value
    }

    private mutating func string() throws(ParseError) -> String {
        advance() // the opening quote
        var result = ""
        while true {
            guard let scalar = peek else { throw error("the string is not closed") }
            advance()
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard let escaped = peek else { throw error("the string is not closed") }
                advance()
                switch escaped {
                case "\"", "\\": result.unicodeScalars.append(escaped)
                case "n": result += "\n"
                case "t": result += "\t"
                case "u": result.unicodeScalars.append(try unicodeEscape())
                default: throw error("unknown escape \"\\\(Character(escaped))\" in a string")
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// `{HEX}` after `\u`.
    private mutating func unicodeEscape() throws(ParseError) -> Unicode.Scalar {
        guard peek == "{" else { throw error("expected \"{\" after \\u") }
        advance()
        var digits = ""
        while let scalar = peek, scalar != "}", digits.count <= 8 {
            digits.unicodeScalars.append(scalar)
            advance()
        }
        guard peek == "}" else { throw error("expected \"}\" to close \\u{…}") }
        advance()
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("\\u{\(digits)} is not a Unicode scalar")
        }
        return scalar
    }
}
