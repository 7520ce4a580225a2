/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container.
    ///
    /// Certain views, like `Spacer` and `Divider`, adapt to the stack orientation of their
    /// container: a `Spacer` expands along it and a `Divider` draws a line across it. `nil` means
    /// the container has no orientation (like `ZStack`).
    public var stackOrientation: Axis?

    /// Creates a default set of properties: no stack orientation.
    public init() {
        self.stackOrientation = nil
    }
}
