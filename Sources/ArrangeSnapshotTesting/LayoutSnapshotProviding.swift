import Arrange

/// A value that shows a laid-out view tree: what the snapshot strategies for a `ViewHost` read.
///
/// ``Arrange/ViewHost`` conforms; the strategies snapshot what the host shows now (after
/// pending updates, at the host's time), without changing it:
///
/// ```swift
/// let host = ViewHost(rootView: Counter(), size: CGSize(width: 200, height: 100))
/// host.tap(on: "increment")
/// assertSnapshot(of: host, as: .frames)
/// assertSnapshot(of: host, as: .image(scale: 2))
/// ```
public protocol LayoutSnapshotProviding: AnyObject {
    /// The frames of the views shown now.
    var snapshot: LayoutSnapshot { get }
    /// What the views shown now draw.
    var displayList: DisplayList { get }
}
