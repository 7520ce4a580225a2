/// A type that produces view previews in Xcode.
///
/// Declared as SwiftUI declares it, so that files holding previews compile unchanged. Arrange has
/// no preview canvas: as in a running SwiftUI app, a provider's previews are only built when code
/// asks for them (`MyView_Previews.previews`), for example to render them with `ImageRenderer`-
/// style code or in a test.
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Badge().previewLayout(.sizeThatFits)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder static var previews: Self.Previews { get }

    /// The platform on which to run the provider; nil infers it from the build target.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// Infers the platform from the build target, as SwiftUI's default does.
    public static var platform: PreviewPlatform? { nil }
}
