extension Color {
    /// The fraction of white mixed (in sRGB) into the top of a colour's standard gradient.
    static let standardGradientHighlight = 0.2

    /// Returns the standard gradient for the color `self`: a subtle vertical gradient from the
    /// colour mixed with 20 % white (sRGB components) at the top to the colour itself at the
    /// bottom (Arrange's choice of stops; see Docs/Differences.md, "Colours and shape styles").
    ///
    /// ```swift
    /// Rectangle().fill(.blue.gradient)
    /// ```
    public var gradient: AnyGradient {
        let top = mix(with: Color(red: 1, green: 1, blue: 1, opacity: alpha, name: nil,
                                  dark: dark.map { [1, 1, 1, $0[3]] }),
                      by: Color.standardGradientHighlight, in: .device)
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
