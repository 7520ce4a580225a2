/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
public struct GeometryProxy {
    /// A coordinate space around the container: a named view's or a scroll view's.
    struct Space {
        /// The name given with `coordinateSpace(name:)` or `coordinateSpace(_:)`, if any.
        let name: AnyHashable?
        /// The scroll axes, for a scroll view.
        let scrollAxes: Axis.Set?
        /// The space's bounds in the global coordinate space.
        let frame: CGRect
    }

    /// The size of the container view.
    public let size: CGSize

    /// The safe area inset of the container view: the part of its frame outside the safe area,
    /// on each side (Docs/LayoutRules.md §13); zero when the host has no safe-area insets and no
    /// view adds any.
    public let safeAreaInsets: EdgeInsets

    /// The container's frame in the global (hosting view's) coordinate space.
    let globalFrame: CGRect

    /// The named coordinate spaces and scroll views around the container, nearest first.
    let spaces: [Space]

    init(graph: LayoutGraph, node: Int32, frame: CGRect) {
        self.size = frame.size
        self.safeAreaInsets = graph.usesSafeArea ? graph.safeAreaInsets(of: node, frame: frame) : EdgeInsets()
        self.globalFrame = frame
        var spaces: [Space] = []
        var current = node
        while current >= 0 {
            let name = graph.coordinateSpaceNames[current]
            let axes = graph.scrollViewAxes.isEmpty ? nil : graph.scrollViewAxes[current]
            if name != nil || axes != nil {
                spaces.append(Space(name: name, scrollAxes: axes, frame: graph.frames[Int(current)]))
            }
            current = graph.nodes[Int(current)].parent
        }
        self.spaces = spaces
    }

    /// The global bounds of the space called `name`: the nearest view given that name, or for
    /// a scroll view's space, the nearest scroll view (scrolling along its axis, if given).
    private func spaceFrame(named name: AnyHashable) -> CGRect? {
        if let scroll = name.base as? ScrollViewCoordinateSpaceName {
            return spaces.first { space in
                guard let axes = space.scrollAxes else { return false }
                guard let axis = scroll.axis else { return true }
                return axes.contains(axis == .horizontal ? .horizontal : .vertical)
            }?.frame
        }
        return spaces.first { $0.name == name }?.frame
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// A name that no enclosing view defines gives the global frame, as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = spaceFrame(named: name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space
    /// (`.local`, `.global`, `.named(_:)`, `.scrollView`).
    ///
    /// A space that no enclosing view defines gives the global frame.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate
    /// space: for `.scrollView`, the visible area of the nearest enclosing scroll view relative
    /// to this view's origin. Nil when no enclosing view defines the space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaceFrame(named: coordinateSpace.name) else { return nil }
        return CGRect(x: space.minX - globalFrame.minX, y: space.minY - globalFrame.minY, width: space.width, height: space.height)
    }
}
