/// A size constraint for a preview (Apple's `PreviewLayout`).
public enum PreviewLayout: Hashable, Sendable {
    /// Center the preview in a container the size of the device.
    case device
    /// Fit the container to the size of the preview, offered the size of the device.
    case sizeThatFits
    /// Center the preview in a fixed-size container.
    case fixed(width: CGFloat, height: CGFloat)
}
