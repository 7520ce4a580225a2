// Preview modifiers configure Xcode's preview canvas. Outside it, in a running SwiftUI app, they
// have no effect on the view, and Arrange, which has no canvas, behaves the same: each returns the
// view unchanged (Apple's documentation of each modifier; Docs/Differences.md, "Previews").

extension View {
    /// Overrides the device for a preview; no effect outside a preview canvas.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Overrides the size of the container for the preview; no effect outside a preview canvas.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Sets a user visible name to show in the canvas for a preview.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Overrides the orientation of the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
