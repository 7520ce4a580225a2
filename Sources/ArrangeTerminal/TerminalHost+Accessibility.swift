import Arrange

extension TerminalHost {
    /// What a screen reader would read of the screen now: each accessibility element's
    /// description on a line of its own, in reading order (`ViewHost.accessibilityDescription`;
    /// Docs/Differences.md, "Accessibility tree"). A program can print it, or bind a key to it
    /// with ``keyHandler``.
    public var accessibilityDescription: String {
        viewHost.accessibilityDescription
    }
}
