import XCTest
import Foundation
@testable import Arrange

/// A proxy used where it stands for no subview stops the program with a message that says what
/// was wrong (Docs/Engine.md, "Proxies"), never reads freed memory. The traps cannot be caught in
/// process: each child test runs in a child process (this test binary, told to run only it), and
/// the parent reads the message it dies with.
final class ProxyTrapTests: XCTestCase {
    /// Keeps the proxies it is handed somewhere other than its cache.
    private struct Leaking: Layout {
        final class Box: @unchecked Sendable { var subviews: LayoutSubviews?; var first: LayoutSubview? }
        let box: Box
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            box.subviews = subviews
            box.first = subviews.first
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Keeps its subviews in its cache, and never refreshes them.
    private struct NeverRefreshes: Layout {
        struct Cache { var subviews: LayoutSubviews }
        func makeCache(subviews: Subviews) -> Cache { Cache(subviews: subviews) }
        func updateCache(_ cache: inout Cache, subviews: Subviews) {}
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            for subview in cache.subviews { _ = subview.sizeThatFits(.unspecified) }
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    private static let childVariable = "ARRANGE_PROXY_TRAP_CHILD"

    private func runAsChild(_ name: String) throws -> Bool {
        ProcessInfo.processInfo.environment[Self.childVariable] == name
    }

    func testChildUsesAProxyAfterItsPass() throws {
        guard try runAsChild("proxy") else { throw XCTSkip("runs only as a child process of testAProxyUsedAfterItsPassTrapsWithAClearMessage") }
        let box = Leaking.Box()
        _ = LayoutSnapshot(of: Leaking(box: box) { Color.red; Color.blue }, proposal: .unspecified)
        _ = box.first?.sizeThatFits(.unspecified)
    }

    func testChildUsesSubviewsAfterTheirPass() throws {
        guard try runAsChild("subviews") else { throw XCTSkip("runs only as a child process of testSubviewsUsedAfterTheirPassTrapWithAClearMessage") }
        let box = Leaking.Box()
        _ = LayoutSnapshot(of: Leaking(box: box) { Color.red; Color.blue }, proposal: .unspecified)
        _ = box.subviews?[1]
    }

    func testChildKeepsMoreSubviewsThanThereAre() throws {
        guard try runAsChild("outgrown") else { throw XCTSkip("runs only as a child process of testKeptSubviewsOutnumberingTheLayoutsTrapWithAClearMessage") }
        func view(_ count: Int) -> some View {
            NeverRefreshes { ForEach(0..<count, id: \.self) { _ in Color.red } }
        }
        let host = LayoutHost(rootView: view(3), proposal: .unspecified)
        host.update(rootView: view(2))
    }

    func testChildKeepsDimensionsFromAnAlignmentGuide() throws {
        guard try runAsChild("dimensions") else { throw XCTSkip("runs only as a child process of testDimensionsKeptByAGuideClosureTrapWithAClearMessage") }
        final class Box: @unchecked Sendable { var dimensions: ViewDimensions? }
        let box = Box()
        let view = VStack(alignment: .leading) {
            HStack { Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 3 } }
                .alignmentGuide(.leading) { dimensions in box.dimensions = dimensions; return 0 }
            Color.blue.frame(width: 20, height: 10)
        }
        _ = LayoutSnapshot(of: view, proposal: .unspecified)
        _ = box.dimensions?[.top]
    }

    func testDimensionsKeptByAGuideClosureTrapWithAClearMessage() throws {
        let message = try runChild("testChildKeepsDimensionsFromAnAlignmentGuide", "dimensions")
        XCTAssertTrue(message.contains("A ViewDimensions (subview 0) was used outside the layout pass that handed it out (after the pass ended, or on another thread)"), message)
    }

    func testAProxyUsedAfterItsPassTrapsWithAClearMessage() throws {
        let message = try runChild("testChildUsesAProxyAfterItsPass", "proxy")
        XCTAssertTrue(message.contains("A LayoutSubview (subview 0) was used outside the layout pass that handed it out (after the pass ended, or on another thread)"), message)
    }

    func testSubviewsUsedAfterTheirPassTrapWithAClearMessage() throws {
        let message = try runChild("testChildUsesSubviewsAfterTheirPass", "subviews")
        XCTAssertTrue(message.contains("A LayoutSubviews (subviews 0..<2) was used outside the layout pass that handed it out (after the pass ended, or on another thread)"), message)
    }

    func testKeptSubviewsOutnumberingTheLayoutsTrapWithAClearMessage() throws {
        let message = try runChild("testChildKeepsMoreSubviewsThanThereAre", "outgrown")
        XCTAssertTrue(message.contains("a LayoutSubviews kept in the cache holds subviews 0..<3, but the layout (NeverRefreshes) now has 2 subviews"), message)
        XCTAssertTrue(message.contains("Refresh the proxies a cache keeps in updateCache(_:subviews:)"), message)
    }

    /// Runs `test` in a child process with the child variable set to `name` (`ChildProcess`).
    private func runChild(_ test: String, _ name: String) throws -> String {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("a trap in a child process is reported by the \(sanitizer) sanitizer as an error of its own")
        }
        return try ChildProcess.runTrapping("ProxyTrapTests/\(test)", environment: [Self.childVariable: name])
    }
}
