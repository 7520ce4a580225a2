/// A button border shape with the corner radius of a control size.
struct ResolvedButtonBorderShape: Shape {
    let shape: ButtonBorderShape
    let defaultRadius: CGFloat

    nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect, defaultRadius: defaultRadius)
    }
}
