import Arrange

/// A host gives its current frames and drawing (``LayoutSnapshotProviding``).
extension ViewHost: LayoutSnapshotProviding {}
