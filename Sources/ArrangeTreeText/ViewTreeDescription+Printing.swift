extension ViewTreeDescription {
    /// The description as text, in the canonical form: parsing it gives an equal description.
    public var description: String {
        var output = ""
        root.write(to: &output)
        return output
    }
}

extension ViewTreeDescription.Element {
    func write(to output: inout String) {
        output += name
        output += "("
        ViewTreeDescription.write(arguments, to: &output)
        output += ")"
        if !children.isEmpty || ViewTreeDescription.schema.views[name]?.takesChildren == true {
            output += " {"
            for child in children {
                output += " "
                child.write(to: &output)
            }
            output += " }"
        }
        for modifier in modifiers {
            output += ".\(modifier.name)("
            ViewTreeDescription.write(modifier.arguments, to: &output)
            output += ")"
            if let content = modifier.content {
                output += " { "
                content.write(to: &output)
                output += " }"
            }
        }
    }
}

extension ViewTreeDescription {
    static func write(_ arguments: [Argument], to output: inout String) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output += ", " }
            if let label = argument.label { output += "\(label): " }
            argument.value.write(to: &output)
        }
    }
}

extension ViewTreeDescription.Value {
    func write(to output: inout String) {
        switch self {
        case .number(let value):
            if value.isNaN { output += "nan" } else if value == .infinity { output += "inf" } else if value == -.infinity { output += "-inf" } else { output += "\(value)" }
        case .word(let word):
            output += word
        case .string(let string):
            output += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\t": output += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        output += "\\u{\(String(scalar.value, radix: 16))}"
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
            output += "\""
        }
    }
}
