/// The orientation of the interface from the user's perspective (Apple's `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name, which also identifies it.
    public let id: String

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
