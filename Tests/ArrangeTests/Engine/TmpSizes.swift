import XCTest
@testable import Arrange
final class TmpSizesTests: XCTestCase {
    func testPrintSizes() {
        print("SIZES Node", MemoryLayout<Node>.stride, "NodeKind", MemoryLayout<NodeKind>.size, "LeafContent", MemoryLayout<LeafContent>.stride,
              "ViewSpacing?", MemoryLayout<ViewSpacing?>.stride, "ProposedViewSize", MemoryLayout<ProposedViewSize>.stride,
              "PlacementRecord", MemoryLayout<PlacementRecord>.stride, "Child", MemoryLayout<StackSizing.Child>.stride,
              "FrameLayout", MemoryLayout<FrameLayout>.stride, "StackCache", MemoryLayout<_StackLayoutCache>.stride,
              "LayoutStorage<FrameLayout>", class_getInstanceSize_(LayoutStorage<FrameLayout>.self), "HStackStorage", MemoryLayout<HStackLayout>.stride)
    }
    func class_getInstanceSize_(_ t: AnyClass) -> Int { -1 }
}
