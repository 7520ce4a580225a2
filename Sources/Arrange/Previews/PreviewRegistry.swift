/// A type the `#Preview` macro declares for each preview (Apple's `PreviewRegistry`): it makes the
/// preview on request.
@MainActor @preconcurrency
public protocol PreviewRegistry {
    /// Makes the preview this type registers.
    static func makePreview() throws -> Preview
}
