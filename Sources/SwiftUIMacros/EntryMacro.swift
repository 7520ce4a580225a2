import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: declares a property of `EnvironmentValues`, `Transaction`, `ContainerValues` or
/// `FocusedValues` together with the key that stores it, as Apple's `Entry()` macro does.
///
/// `@Entry var accent: Color = .blue` in `extension EnvironmentValues` expands to a peer key
///
///     struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .blue } }
///
/// and accessors `get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue }`. The
/// default is computed each time it is read, as the initial value expression is written.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The key protocol for each container the macro may extend.
    static let keyProtocols = [
        "EnvironmentValues": "EnvironmentKey",
        "Transaction": "TransactionKey",
        "ContainerValues": "ContainerValueKey",
        "FocusedValues": "FocusedValueKey",
    ]

    /// Adds the accessors that read and write the container through the key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // An entry the peer expansion rejects gets no accessors, so its diagnostic is the only one.
        guard let entry = try? Entry(declaration, node: node, context: context),
              (try? keyProtocol(in: context, node: node)) != nil,
              entry.initialValue != nil || entry.isOptional else { return [] }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    /// Adds the key, whose default is the property's initial value (nil for an optional without one).
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, node: node, context: context)
        let key = try keyProtocol(in: context, node: node)
        let access = entry.isPublic ? "public " : ""
        let value: String
        if let initial = entry.initialValue {
            value = initial
        } else if entry.isOptional {
            value = "nil"
        } else {
            throw MacroExpansionErrorMessage("@Entry needs a default value: write `= value` after the type, or make the type optional")
        }
        return [
            """
            \(raw: access)struct \(raw: entry.keyName): \(raw: key) {
                \(raw: access)static var defaultValue: \(raw: entry.type) { \(raw: value) }
            }
            """,
        ]
    }

    /// The key protocol matching the type the property's extension extends.
    static func keyProtocol(in context: some MacroExpansionContext, node: AttributeSyntax) throws -> String {
        for syntax in context.lexicalContext {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedDescription
                let last = name.split(separator: ".").last.map(String.init) ?? name
                if let key = keyProtocols[last] { return key }
                throw MacroExpansionErrorMessage("@Entry is for extensions of EnvironmentValues, Transaction, ContainerValues or FocusedValues, not \(name)")
            }
        }
        throw MacroExpansionErrorMessage("@Entry must be used on a property in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues")
    }
}

/// What `@Entry` reads from the property it is attached to.
struct Entry {
    let name: String
    let type: String
    let initialValue: String?
    let isPublic: Bool

    var keyName: String { "__Key_\(name)" }
    var isOptional: Bool { type.hasSuffix("?") || type.hasPrefix("Optional<") }

    init(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@Entry applies to a single `var` property")
        }
        guard binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage("@Entry declares the accessors itself: remove the property's accessors")
        }
        guard let annotation = binding.typeAnnotation else {
            throw MacroExpansionErrorMessage("@Entry needs the property's type: write `var \(identifier.identifier.text): Type = value`")
        }
        name = identifier.identifier.text
        type = annotation.type.trimmedDescription
        initialValue = binding.initializer?.value.trimmedDescription
        isPublic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
    }
}
