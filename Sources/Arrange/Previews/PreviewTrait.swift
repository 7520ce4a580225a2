/// A trait of a preview made with the `#Preview` macro (Apple's `PreviewTrait`), such as its layout
/// or the orientation of the device that shows it.
public struct PreviewTrait<T>: Sendable {
    /// What the trait asks of the preview.
    enum Kind: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Previews in the size of the device.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }
    /// Previews the view at the size it takes when offered the device's size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }
    /// Previews the view in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }
    /// The device in portrait orientation.
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
    /// The device upside down in portrait orientation.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    /// The device in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    /// The device in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
}
