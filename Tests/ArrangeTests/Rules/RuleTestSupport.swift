// Helpers shared by the rule and seed tests (test-only code, not engine code).
import XCTest
@testable import Arrange

/// Asserts that `rect` exists and equals (x, y, width, height) within `accuracy`.
func assertFrame(
    _ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect else {
        XCTFail("no frame (view id missing) \(message)", file: file, line: line)
        return
    }
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let ok = abs(rect.minX - x) <= accuracy && abs(rect.minY - y) <= accuracy
        && abs(rect.width - width) <= accuracy && abs(rect.height - height) <= accuracy
    XCTAssertTrue(ok, "frame \(rect) != expected \(expected) \(message)", file: file, line: line)
}

/// Asserts a size within `accuracy`.
func assertSize(
    _ size: CGSize, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let ok = (size.width == width || abs(size.width - width) <= accuracy)
        && (size.height == height || abs(size.height - height) <= accuracy)
    XCTAssertTrue(ok, "size \(size) != expected \(CGSize(width: width, height: height)) \(message)", file: file, line: line)
}

/// A mutable box test layouts write what they observe into.
final class Recorder<Value>: @unchecked Sendable {
    var values: [Value] = []
    init() {}
}

/// A layout that measures its single subview with each of `proposals` (recording the answers) and
/// otherwise behaves like a plain wrapper: it takes the child's size and places it at its origin.
/// Lets a test read a view's `sizeThatFits` for proposals (0, ∞, nil) that a frame could not show.
struct MeasureProbe: Layout {
    let proposals: [ProposedViewSize]
    let answers: Recorder<CGSize>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        if answers.values.isEmpty {
            answers.values = proposals.map { child.sizeThatFits($0) }
        }
        return child.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Returns `view`'s sizes for each proposal, as its parent would see them (via `LayoutSubview`).
func measured<V: View>(_ view: V, _ proposals: [ProposedViewSize]) -> [CGSize] {
    let answers = Recorder<CGSize>()
    _ = LayoutSnapshot(of: MeasureProbe(proposals: proposals, answers: answers) { view }, proposal: .unspecified)
    return answers.values
}

/// A leaf-like layout with no subviews that always answers `size` and records every proposal it
/// is asked to size for (sizeThatFits) — lets a test see whether and how a parent asks its child.
struct RecordingLeaf: Layout {
    let size: CGSize
    let asked: Recorder<ProposedViewSize>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        asked.values.append(proposal)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

extension ProposedViewSize {
    /// Shorthand for tests.
    static func p(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width, height: height)
    }
}
