import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a dynamic property (`@State`, `@FocusState`…) declared at the top of a
/// `#Preview` body. It expands to nothing; `#Preview` moves the property into the view it makes.
public struct PreviewableMacro: PeerMacro {
    /// Adds nothing: `#Preview` moves the property.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
