import Arrange

extension TerminalHost {
    /// What a screen reader would read of the screen now: each accessibility element's
    /// description on a line of its own, in reading order (`ViewHost.accessibilityDescription`;
    /// Docs/Differences.md, "Accessibility tree"). A program can print it, or bind a key to it
    /// with ``keyHandler``.
    public var accessibilityDescription: String {
        viewHost.accessibilityDescription
    }

    /// The description of the accessibility element with keyboard focus (what a screen reader
    /// announces when Tab moves focus), or nil when no view has focus or it has no element.
    public var focusedAccessibilityDescription: String? {
        viewHost.focusedAccessibilityElement?.description
    }
}
