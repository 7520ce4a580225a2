// Arrange re-exports Foundation so that `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are in scope with
// `import Arrange`, exactly as they are with `import SwiftUI`; and Observation, so that `@Observable`
// is too, as with SwiftUI.
@_exported import Foundation
@_exported import Observation
