import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: declares a preview as Apple's macro does, as a type conforming to `PreviewRegistry`
/// whose `makePreview()` returns a `Preview` with the macro's name, traits and body.
///
/// Properties marked `@Previewable` at the top level of the body become stored properties of a
/// view made for the preview, so `@Previewable @State var on = false` gives the body state it can
/// bind to, as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
    /// Declares the preview's registry type.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw MacroExpansionErrorMessage("#Preview needs a closure that builds the view to preview")
        }
        let arguments = node.arguments.filter { $0.label?.text != "body" }.map { $0.trimmedDescription }.joined(separator: " ")
        let typeName = context.makeUniqueName("Preview").text
        var previewable: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewable.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let body = statements.joined(separator: "\n")
        let trailing = arguments.isEmpty ? "" : "(\(arguments))"
        if previewable.isEmpty {
            return [
                """
                @MainActor struct \(raw: typeName): SwiftUI.PreviewRegistry {
                    static func makePreview() throws -> SwiftUI.Preview {
                        SwiftUI.Preview\(raw: trailing) {
                            \(raw: body)
                        }
                    }
                }
                """,
            ]
        }
        return [
            """
            @MainActor struct \(raw: typeName): SwiftUI.PreviewRegistry {
                struct Content: SwiftUI.View {
                    \(raw: previewable.joined(separator: "\n"))
                    var body: some SwiftUI.View {
                        \(raw: body)
                    }
                }
                static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview\(raw: trailing) { Content() }
                }
            }
            """,
        ]
    }
}
