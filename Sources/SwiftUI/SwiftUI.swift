// `import SwiftUI` on platforms without Apple's SwiftUI: this module re-exports Arrange, so SwiftUI
// code builds as it is written, `SwiftUI.`-qualified names included, and adds SwiftUI's macros
// (`#Preview`, `@Previewable`, `@Entry`). The package declares it only where Apple's SwiftUI is
// absent (README, "Using `import SwiftUI`").
@_exported import Arrange
