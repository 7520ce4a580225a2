// Arrange re-exports Foundation so that `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are in scope with
// `import Arrange`, exactly as they are with `import SwiftUI`; and Observation, so that `@Observable`
// is too, as with SwiftUI; and OpenCombine, so that `ObservableObject`, `@Published` and the
// publishers are, as SwiftUI re-exports Combine (Docs/Differences.md, "Combine-era state").
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
