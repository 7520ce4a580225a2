/// A type-erased instance of the layout protocol.
///
/// Use it to switch between layouts without losing the identity of the subviews, so that the
/// change can animate:
///
/// ```swift
/// let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
/// layout {
///     ForEach(pets) { pet in Avatar(pet: pet) }
/// }
/// ```
///
/// An `AnyLayout` gives exactly the frames of the layout it wraps.
public struct AnyLayout: Layout {
    var base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self = erased
        } else {
            base = layout
        }
    }

    /// The cache of the wrapped layout, remade when the wrapped layout's type changes.
    public struct Cache {
        var value: Any
        var layoutType: ObjectIdentifier
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
        }
        return make(base)
    }

    /// Updates the wrapped layout's cache, or makes a new one if the wrapped layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var value = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(base)
    }

    /// Runs `body` with the wrapped layout and its typed cache.
    private func withBase<R>(_ cache: inout Cache, subviews: Subviews, _ body: (any Layout, inout Any) -> R) -> R {
        func open<L: Layout>(_ layout: L) -> R {
            if cache.layoutType != ObjectIdentifier(L.self) || !(cache.value is L.Cache) {
                cache = makeCache(subviews: subviews)
            }
            return body(layout, &cache.value)
        }
        return open(base)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        withBase(&cache, subviews: subviews) { layout, value in
            func run<L: Layout>(_ layout: L) -> CGSize {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
            }
            return run(layout)
        }
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        withBase(&cache, subviews: subviews) { layout, value in
            func run<L: Layout>(_ layout: L) {
                var typed = value as! L.Cache
                defer { value = typed }
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
            run(layout)
        }
    }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        withBase(&cache, subviews: subviews) { layout, value in
            func run<L: Layout>(_ layout: L) -> ViewSpacing {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.spacing(subviews: subviews, cache: &typed)
            }
            return run(layout)
        }
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        withBase(&cache, subviews: subviews) { layout, value in
            func run<L: Layout>(_ layout: L) -> CGFloat? {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
            return run(layout)
        }
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        withBase(&cache, subviews: subviews) { layout, value in
            func run<L: Layout>(_ layout: L) -> CGFloat? {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
            return run(layout)
        }
    }
}

extension AnyLayout: InstanceLayoutProperties {
    var instanceLayoutProperties: LayoutProperties {
        func properties<L: Layout>(_ layout: L) -> LayoutProperties {
            (layout as? InstanceLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
        }
        return properties(base)
    }
}

/// A layout whose properties depend on the instance (a type-erased layout reports its wrapped
/// layout's), which the engine asks instead of the static `layoutProperties`.
protocol InstanceLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

extension Layout {
    /// The properties of this layout instance.
    var resolvedLayoutProperties: LayoutProperties {
        (self as? InstanceLayoutProperties)?.instanceLayoutProperties ?? Self.layoutProperties
    }
}
