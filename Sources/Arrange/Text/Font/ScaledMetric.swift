/// A dynamic property that scales a numeric value with the dynamic type size.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .body) private var size = 20
///     var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
///
/// The value is the base value times the ratio of the text style's point size at the
/// environment's `dynamicTypeSize` to its size at `.large` (the default), as `UIFontMetrics`
/// scales a value for a text style; the sizes are those of the Dynamic Type table of Apple's
/// Human Interface Guidelines (`DynamicTypeSize+TextStyleSizes.swift`). With body text, a base
/// of 20 is 20 × 19 / 17 at `.xLarge`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value at the default dynamic type size.
    ///   - textStyle: The text style whose size changes the value scales with.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value, scaled relative to body text.
    ///
    /// - Parameter wrappedValue: The value at the default dynamic type size.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value {
        let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
        return baseValue * Value(size.scale(relativeTo: textStyle))
    }
}

extension ScaledMetric: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

extension ScaledMetric: EnvironmentReadingProperty {
    func connect(to environment: EnvironmentValues) {
        box.values = environment
    }
}
