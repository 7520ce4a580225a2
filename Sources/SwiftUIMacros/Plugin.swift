import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros of the `SwiftUI` module: `#Preview`, `@Previewable` and `@Entry`.
@main
struct Plugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
