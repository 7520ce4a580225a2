import Foundation

/// What an animating `ViewHost` draws beyond the frames of its presented graph: the transition
/// effects of inserted views, and removed views still running their removal transition.
struct PresentationEffects {
    /// An opacity and a transform that a view and its content are drawn with.
    struct Wrapper {
        var opacity: Double
        var transform: CGAffineTransform

        /// The push items that start the wrapper, in order (their pops go in reverse).
        var pushes: [DisplayList.Content] {
            var items: [DisplayList.Content] = []
            if transform != .identity { items.append(.pushTransform(transform)) }
            if opacity < 1 { items.append(.pushOpacity(opacity)) }
            return items
        }

        /// The pop items that end the wrapper, in order.
        var pops: [DisplayList.Content] {
            var items: [DisplayList.Content] = []
            if opacity < 1 { items.append(.popOpacity) }
            if transform != .identity { items.append(.popTransform) }
            return items
        }
    }

    /// A removed view's subtree, drawn from the graph it was last shown in, among the subviews
    /// of `parent` at `position` (above everything when `parent` is −1).
    struct RemovedView {
        let graph: LayoutGraph
        let node: Int32
        let parent: Int32
        let position: Int
        let wrapper: Wrapper
    }

    /// The wrappers of inserted views, by node of the presented graph.
    var wrappers: [Int32: Wrapper] = [:]
    /// The removed views still drawn.
    var removed: [RemovedView] = []

    var isEmpty: Bool { wrappers.isEmpty && removed.isEmpty }
}
