import NIOCore
import NIOPosix

/// One TCP connection to a test server driven by raw bytes: for what a client library would
/// hide or trip over (a WebSocket the server closes in the same packet as its upgrade
/// response; Docs/Web.md, "Testing the server").
enum RawConnection {
    /// Connects to `port` on the loopback address, writes `request`, and returns every byte the
    /// server sends until `complete` holds for them or the server closes the connection; then
    /// closes the connection.
    static func exchange(port: Int, request: String, until complete: (ByteBuffer) -> Bool) async throws -> ByteBuffer {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: request))
            var received = ByteBuffer()
            for try await var bytes in inbound {
                received.writeBuffer(&bytes)
                if complete(received) { break }
            }
            return received
        }
    }
}
