import Arrange
@testable import ArrangeWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import NIOWebSocket
import WSClient
import XCTest

/// A live session over a real WebSocket (HummingbirdTesting `.live`, a free port): the first
/// frame, patches after input, keyboard, resize, and what closes a session (Docs/Web.md, "Live
/// views" and "Protocol").
final class WebHostTests: XCTestCase {
    /// A server test: skipped under a sanitizer (`skipUnderSanitizer()`).
    override func setUpWithError() throws {
        try skipUnderSanitizer()
    }

    /// A client that accepts the server's largest frames (a first frame carries every outline).
    static let client = WebSocketClientConfiguration(maxFrameSize: 1 << 22)
    static let size = CGSize(width: 200, height: 120)

    /// An application serving `Counter` at `/live`.
    static func application(count: Int = 0) async throws -> some ApplicationProtocol {
        let web = await MainActor.run { WebHost(rootView: Counter(count: count)) }
        let router = Router(context: BasicWebSocketRequestContext.self)
        try web.addRoutes(to: router, at: "/live")
        return Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 17))))
    }

    /// What `Counter(count:)` draws at `size` with no session: the expected page.
    static func expected(count: Int, size: CGSize = WebHostTests.size) async throws -> LiveFrames {
        let list = await MainActor.run { LayoutSnapshot(of: Counter(count: count), in: size).displayList }
        return try LiveFrames.expected(list)
    }

    /// The centre of the Add button at `size`, as laid out with no session.
    static func addButton(size: CGSize = WebHostTests.size) async -> CGPoint {
        await MainActor.run {
            let frame = LayoutSnapshot(of: Counter(), in: size).frame(of: "add") ?? .zero
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// Reads frame messages into `frames` until `done` holds.
    static func read(_ messages: inout WebSocketInboundMessageStream.AsyncIterator, into frames: inout LiveFrames,
                     until done: (LiveFrames) -> Bool) async throws {
        while let message = try await messages.next() {
            guard case .text(let text) = message else { continue }
            try frames.apply(text)
            if done(frames) { return }
        }
        XCTFail("the session ended before the expected frame")
    }

    func testFirstFrameIsTheViewAtThePageSize() async throws {
        // The first message replaces the page's empty list with everything the view draws at the
        // size the socket's URL gives: the same commands as the view laid out on its own.
        let expected = try await Self.expected(count: 0)
        try await Self.application().test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                XCTAssertEqual(frames.size, Self.size)
                XCTAssertEqual(frames.commands, expected.commands)
                XCTAssertFalse(frames.textCommands.isEmpty)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testClickSendsAPatchSmallerThanTheFirstFrame() async throws {
        // A click on Add (pointer down and up at its centre) adds 1: the page then shows what
        // Counter(count: 1) draws, and the message that brought it replaced only what changed.
        let expected = try await Self.expected(count: 1)
        let button = await Self.addButton()
        try await Self.application().test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                try await outbound.write(.text("{\"t\":\"down\",\"x\":\(button.x),\"y\":\(button.y)}"))
                try await outbound.write(.text("{\"t\":\"up\",\"x\":\(button.x),\"y\":\(button.y)}"))
                try await Self.read(&messages, into: &frames) { $0.commands == expected.commands }
                XCTAssertLessThan(frames.messageBytes.last!, frames.messageBytes.first!)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testTabThenSpacePressesTheFocusedButton() async throws {
        // Tab focuses the first focusable view (the only button), Space activates it: the text
        // reads as Counter(count: 1)'s (a focus ring may be drawn too, so only text is compared).
        let expected = try await Self.expected(count: 1)
        try await Self.application().test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                try await outbound.write(.text(#"{"t":"key","k":"Tab","shift":false}"#))
                try await outbound.write(.text(#"{"t":"key","k":" "}"#))
                try await Self.read(&messages, into: &frames) { $0.textCommands == expected.textCommands }
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testResizeLaysTheViewOutAtTheNewSize() async throws {
        // The browser's CSS pixel size is the host's size in points: after a resize the page
        // holds what the view draws at the new size (centred in a wider area).
        let wide = CGSize(width: 320, height: 120)
        let expected = try await Self.expected(count: 0, size: wide)
        let before = try await Self.expected(count: 0)
        XCTAssertNotEqual(expected.commands, before.commands)
        try await Self.application().test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                try await outbound.write(.text(#"{"t":"resize","w":320,"h":120}"#))
                try await Self.read(&messages, into: &frames) { $0.size == wide }
                XCTAssertEqual(frames.commands, expected.commands)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testGlyphOutlinesAreSentOncePerSession() async throws {
        // After a click the count's new digit needs an outline; every glyph's outline still
        // arrives once only.
        let button = await Self.addButton()
        try await Self.application(count: 9).test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                for _ in 0..<2 {
                    let count = frames.messageBytes.count
                    try await outbound.write(.text("{\"t\":\"down\",\"x\":\(button.x),\"y\":\(button.y)}"))
                    try await outbound.write(.text("{\"t\":\"up\",\"x\":\(button.x),\"y\":\(button.y)}"))
                    try await Self.read(&messages, into: &frames) { $0.messageBytes.count > count }
                }
                XCTAssertEqual(frames.glyphSends.values.max(), 1)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testTwoSessionsAreIndependent() async throws {
        // Each session makes its own root view, and so its own @StateObject: a vote in one is
        // not seen by the other, which still shows Counter(count: 0).
        let zero = try await Self.expected(count: 0)
        let one = try await Self.expected(count: 1)
        let button = await Self.addButton()
        try await Self.application().test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { _ in true }
                try await outbound.write(.text("{\"t\":\"down\",\"x\":\(button.x),\"y\":\(button.y)}"))
                try await outbound.write(.text("{\"t\":\"up\",\"x\":\(button.x),\"y\":\(button.y)}"))
                try await Self.read(&messages, into: &frames) { $0.commands == one.commands }
                try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                    var other = LiveFrames()
                    var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                    try await Self.read(&messages, into: &other) { _ in true }
                    XCTAssertEqual(other.commands, zero.commands)
                    try await outbound.close(.normalClosure, reason: nil)
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    func testAccessibilityElementsAreSentAsText() async throws {
        // The page gets the elements a screen reader reads (LayoutSnapshot.accessibilityElements):
        // a text's label is its string, a button's its title (Apple's "accessibilityLabel").
        try await Self.application(count: 3).test(.live, within: 60) { client in
            try await client.ws("/live/socket?w=200&h=120", configuration: Self.client) { inbound, outbound, _ in
                var frames = LiveFrames()
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await Self.read(&messages, into: &frames) { !$0.labels.isEmpty }
                XCTAssertEqual(frames.labels, ["Count: 3", "Add"])
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }
}
