import Arrange
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Serves live sessions: what the WebSocket route calls, without the view's type (a route's
/// closure then captures no generic metadata).
protocol WebSessionServing: Sendable {
    /// Runs one session for the life of its WebSocket.
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
               context: WebSocketRouterContext<BasicWebSocketRequestContext>) async throws
}

extension WebHost: WebSessionServing {
    /// Runs one session for the life of its WebSocket: sends the first frame, then applies each
    /// input message and sends what changed; while an animation runs, ticks at
    /// ``framesPerSecond`` (otherwise 10 times a second, for work the views scheduled and
    /// `TimelineView`s). A malformed or binary message closes this session only, with the reason
    /// (code 1003 for binary, 1008 otherwise); a message over ``maximumMessageSize`` closes it
    /// with 1009. The view runs on the main actor; frames are encoded here, off it.
    nonisolated func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                           context: WebSocketRouterContext<BasicWebSocketRequestContext>) async throws {
        let logger = context.logger
        let size: CGSize
        do {
            size = try Self.requestedSize(context.request)
        } catch {
            try await outbound.close(.policyViolation, reason: error.description)
            return
        }
        let limit = maximumMessageSize
        let session = await openSession(size: size)
        do {
            try await runSession(session, inbound: inbound, outbound: outbound, logger: logger, limit: limit)
        } catch {
            await closeSession(session)
            throw error
        }
        await closeSession(session)
    }

    /// The loop of session `session` (see ``serve(inbound:outbound:context:)``).
    private nonisolated func runSession(_ session: Int, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                                 logger: Logger, limit: Int) async throws {
        var encoder = WebFrameEncoder()
        var accessibility = WebAccessibilityEncoder()
        let (events, continuation) = AsyncStream.makeStream(of: WebSessionEvent.self)
        let flag = WebAnimationFlag()
        let fast = Duration.seconds(1 / Self.framesPerSecond), slow = Duration.milliseconds(100)
        try await withThrowingTaskGroup(of: Void.self) { group in
            // The reader: every message becomes an event; the first refused one ends reading.
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: limit) {
                        switch message {
                        case .text(let text):
                            do throws(WebProtocolError) {
                                continuation.yield(.input(try WebInput(message: text)))
                            } catch {
                                continuation.yield(.refused(error))
                                return
                            }
                        case .binary:
                            continuation.yield(.refused(.binary))
                            return
                        }
                    }
                    continuation.yield(.closed)
                } catch {
                    continuation.yield(.failed(error))
                }
            }
            // The ticker.
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: flag.isAnimating ? fast : slow)
                    continuation.yield(.tick)
                }
            }
            var lastTick = ContinuousClock.now
            func send(_ frame: WebSession<Content>.Frame?) async throws {
                guard let frame else { return }
                flag.isAnimating = frame.isAnimating
                if let message = encoder.encode(frame.list) {
                    try await outbound.write(.text(message))
                }
                if let elements = frame.elements, let message = accessibility.encode(elements) {
                    try await outbound.write(.text(message))
                }
            }
            try await send(await currentFrame(of: session))
            loop: for await event in events {
                switch event {
                case .input(let input):
                    try await send(await apply(input, to: session))
                case .tick:
                    // Ticks that queued up behind slow work are dropped.
                    let now = ContinuousClock.now
                    guard now - lastTick >= .milliseconds(8) else { continue }
                    lastTick = now
                    guard let frame = await tick(session) else { continue }
                    try await send(frame)
                case .refused(let error):
                    logger.debug("live session closed: \(error.description)")
                    try await outbound.close(error == .binary ? .unacceptableData : .policyViolation, reason: error.description)
                    break loop
                case .failed(let error):
                    continuation.finish()
                    group.cancelAll()
                    throw error
                case .closed:
                    break loop
                }
                for message in await takeDiagnostics(of: session) {
                    logger.debug("live session: \(message)")
                }
            }
            continuation.finish()
            group.cancelAll()
        }
    }
}
