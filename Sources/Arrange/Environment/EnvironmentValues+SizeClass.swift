private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
    /// The horizontal size class of this environment.
    ///
    /// A host (``ViewHost``, ``LayoutHost``, ``LayoutSnapshot`` of a size) sets it from its width
    /// unless its environment sets it already: compact below 896 points, as an iPhone in
    /// portrait, and in landscape except for the larger models (Docs/Differences.md,
    /// "Environment and lifecycle"). Override it for a subtree with
    /// `.environment(\.horizontalSizeClass, .regular)`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment.
    ///
    /// A host sets it from its height unless its environment sets it already: compact below 480
    /// points, as an iPhone in landscape (Docs/Differences.md, "Environment and lifecycle").
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether a value was set for `key` (rather than read as its default).
    func hasValue<K: EnvironmentKey>(for key: K.Type) -> Bool {
        self[hasValueFor: ObjectIdentifier(key)]
    }

    /// Sets both size classes from a host's `size` where they are not set already.
    mutating func setSizeClasses(from size: CGSize) {
        if !hasValue(for: HorizontalSizeClassKey.self) {
            horizontalSizeClass = UserInterfaceSizeClass.horizontal(forWidth: size.width)
        }
        if !hasValue(for: VerticalSizeClassKey.self) {
            verticalSizeClass = UserInterfaceSizeClass.vertical(forHeight: size.height)
        }
    }
}

extension UserInterfaceSizeClass {
    /// The narrowest width an iPhone shows in the regular horizontal size class: the landscape
    /// width of the smallest larger model (896 points, iPhone 11 and XR); every other iPhone is
    /// narrower in landscape (852 points at most) and compact.
    static let regularWidth: CGFloat = 896
    /// The least height an iPhone shows in the regular vertical size class: iPhones in portrait
    /// are at least 480 points high, in landscape at most 440.
    static let regularHeight: CGFloat = 480

    /// The horizontal size class of a host `width` points wide (a NaN width counts as zero).
    static func horizontal(forWidth width: CGFloat) -> UserInterfaceSizeClass {
        width >= regularWidth ? .regular : .compact
    }

    /// The vertical size class of a host `height` points high (a NaN height counts as zero).
    static func vertical(forHeight height: CGFloat) -> UserInterfaceSizeClass {
        height >= regularHeight ? .regular : .compact
    }
}
