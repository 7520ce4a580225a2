// Arrange re-exports Foundation so that `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are in scope with
// `import Arrange`, exactly as they are with `import SwiftUI`.
@_exported import Foundation
