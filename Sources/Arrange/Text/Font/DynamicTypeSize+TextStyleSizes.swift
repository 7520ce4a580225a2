extension DynamicTypeSize {
    /// The point size of `style` at this dynamic type size.
    ///
    /// From the iOS Dynamic Type sizes table of Apple's Human Interface Guidelines (Typography):
    /// one row per style, one column per size from `xSmall` to `accessibility5`.
    func pointSize(of style: Font.TextStyle) -> CGFloat {
        CGFloat(Self.table(for: style)[rawValue])
    }

    /// How much a custom font relative to `style` grows at this size: the style's size here over
    /// its size at the default (`large`).
    func scale(relativeTo style: Font.TextStyle) -> CGFloat {
        pointSize(of: style) / DynamicTypeSize.large.pointSize(of: style)
    }

    private static func table(for style: Font.TextStyle) -> [UInt8] {
        switch style {
        //                    xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle:  return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title:       return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:        return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:    return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption:     return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
