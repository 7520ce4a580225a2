/// A proposal for the size of a view.
///
/// Each dimension is `nil` (unspecified: the view answers with its ideal size), `0` (the view
/// answers with its minimum size), `.infinity` (its maximum size), or a concrete value.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed horizontal size, or nil for the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or nil for the view's ideal height.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size.
    ///
    /// - Parameter size: The size to use for unspecified dimensions. The default is 10 by 10 points,
    ///   SwiftUI's default.
    /// - Returns: A size with no unspecified dimensions.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` along the other axis.
    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// A readable form such as `(100.0, nil)`.
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}
