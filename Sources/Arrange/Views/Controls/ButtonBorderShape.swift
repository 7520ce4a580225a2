/// A shape used to draw a button's border: set with `buttonBorderShape(_:)`, drawn by bordered
/// buttons (`.bordered`, `.borderedProminent`) and toggles styled `.button`.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
///
/// As a `Shape`, `.automatic` and `.roundedRectangle` draw a rounded rectangle of the regular
/// control size's radius (8 points); in a bordered button they take the radius of the
/// environment's control size. `.circle` is the largest circle centred in the frame, as
/// `Circle`.
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given
    /// context and platform: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape, with the corner radius of the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle shape with a fixed radius.
    ///
    /// - Parameter radius: The corner radius; a negative, NaN or infinite radius counts as 0.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? Swift.max(radius, 0) : 0))
    }

    /// The shape's outline in `rect`, with the regular control size's radius for `.automatic`
    /// and `.roundedRectangle`.
    nonisolated public func path(in rect: CGRect) -> Path {
        path(in: rect, defaultRadius: BorderedButtonMetrics(controlSize: .regular).cornerRadius)
    }

    /// The shape's outline in `rect`, rounded rectangles without a radius of their own taking
    /// `defaultRadius`.
    nonisolated func path(in rect: CGRect, defaultRadius: CGFloat) -> Path {
        switch kind {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .automatic: return RoundedRectangle(cornerRadius: defaultRadius).path(in: rect)
        case .roundedRectangle(let radius): return RoundedRectangle(cornerRadius: radius ?? defaultRadius).path(in: rect)
        }
    }

    /// The shape as a bordered button of `metrics` draws it.
    func shape(metrics: BorderedButtonMetrics) -> ResolvedButtonBorderShape {
        ResolvedButtonBorderShape(shape: self, defaultRadius: metrics.cornerRadius)
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape bordered buttons in this environment draw their background with.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    ///
    /// - Parameter shape: The shape bordered buttons inside draw their background with.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
