extension Anchor {
    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// SwiftUI passes values of this type to the `anchorPreference(key:value:transform:)`
    /// modifier.
    public struct Source {
        /// Makes the value from the view's frame in the target coordinate space.
        let make: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0 }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// Returns an anchor source point defined by `p` in the current view.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// Returns an anchor source point at the unit point `p` of the current view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height) }
    }

    /// The top-leading corner of the current view.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge of the current view.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner of the current view.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge of the current view.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre of the current view.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge of the current view.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner of the current view.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge of the current view.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner of the current view.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
