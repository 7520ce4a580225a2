/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize

    /// The safe area inset of the container view: the part of its frame outside the safe area,
    /// on each side (Docs/LayoutRules.md §12); zero when the host has no safe-area insets and no
    /// view adds any.
    public let safeAreaInsets: EdgeInsets

    /// The container's frame in the global (hosting view's) coordinate space.
    let globalFrame: CGRect

    /// The origins of the named coordinate spaces around the container, nearest first.
    let namedSpaces: [(name: AnyHashable, origin: CGPoint)]

    init(graph: LayoutGraph, node: Int32, frame: CGRect) {
        self.size = frame.size
        self.safeAreaInsets = graph.usesSafeArea ? graph.safeAreaInsets(of: node, frame: frame) : EdgeInsets()
        self.globalFrame = frame
        var spaces: [(name: AnyHashable, origin: CGPoint)] = []
        var current = node
        while current >= 0 {
            if let name = graph.coordinateSpaceNames[current] {
                spaces.append((name, graph.frames[Int(current)].origin))
            }
            current = graph.nodes[Int(current)].parent
        }
        self.namedSpaces = spaces
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
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
    }
}
