import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest
import SwiftUIMacros

/// What the `SwiftUI` module's macros expand to. Each expansion follows the macro's documented
/// meaning (Apple's `Entry()`, `Preview(_:traits:body:)` and `Previewable()`).
final class SwiftUIMacrosTests: XCTestCase {
    let macros: [String: Macro.Type] = ["Entry": EntryMacro.self, "Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    /// `@Entry` declares the key, whose default is the property's initial value, and accessors
    /// that read and write the container through it.
    func testEntryInEnvironmentValues() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                struct __Key_accent: EnvironmentKey {
                    static var defaultValue: Color {
                        .blue
                    }
                }
            }
            """,
            macros: macros
        )
    }

    /// An optional entry without an initial value defaults to nil; a public entry gets a public key.
    func testOptionalAndPublicEntries() {
        assertMacroExpansion(
            """
            extension ContainerValues {
                @Entry public var icon: String?
            }
            """,
            expandedSource: """
            extension ContainerValues {
                public var icon: String? {
                    get {
                        self[__Key_icon.self]
                    }
                    set {
                        self[__Key_icon.self] = newValue
                    }
                }

                public struct __Key_icon: ContainerValueKey {
                    public static var defaultValue: String? {
                        nil
                    }
                }
            }
            """,
            macros: macros
        )
    }

    /// Outside the containers `Entry()` documents, and without a default, the macro explains why
    /// instead of producing code that fails later.
    func testEntryDiagnostics() {
        assertMacroExpansion(
            """
            extension Model {
                @Entry var count: Int = 0
            }
            """,
            expandedSource: """
            extension Model {
                var count: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry is for extensions of EnvironmentValues, Transaction, ContainerValues or FocusedValues, not Model", line: 2, column: 5),
            ],
            macros: macros
        )
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry needs a default value: write `= value` after the type, or make the type optional", line: 2, column: 5),
            ],
            macros: macros
        )
    }

    /// `#Preview` with a name and traits makes a registry whose preview passes them on.
    func testPreviewWithNameAndTraits() {
        assertMacroExpansion(
            """
            #Preview("Badge", traits: .sizeThatFitsLayout) {
                Badge()
            }
            """,
            expandedSource: """
            @MainActor struct __macro_local_7PreviewfMu_: SwiftUI.PreviewRegistry {
                static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview("Badge", traits: .sizeThatFitsLayout) {
                        Badge()
                    }
                }
            }
            """,
            macros: macros
        )
    }

    /// `@Previewable` properties move into a view made for the preview, so the body can bind to
    /// its state.
    func testPreviewableStateBecomesTheViewsState() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var isOn = false
                Toggle("On", isOn: $isOn)
            }
            """,
            expandedSource: """
            @MainActor struct __macro_local_7PreviewfMu_: SwiftUI.PreviewRegistry {
                struct Content: SwiftUI.View {
                    @State var isOn = false
                    var body: some SwiftUI.View {
                        Toggle("On", isOn: $isOn)
                    }
                }
                static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview {
                        Content()
                    }
                }
            }
            """,
            macros: macros
        )
    }
}
