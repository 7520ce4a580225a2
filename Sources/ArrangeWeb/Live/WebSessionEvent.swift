/// What a live session's loop handles next (`WebHost.serve(inbound:outbound:context:)`).
enum WebSessionEvent: Sendable {
    /// An input message from the page.
    case input(WebInput)
    /// A message the protocol refuses: the session closes with the reason.
    case refused(WebProtocolError)
    /// Time to move the clock on and send what changed.
    case tick
    /// Reading failed (a message over the size limit, a protocol error): the session ends
    /// with the error, which closes the WebSocket with its code.
    case failed(any Error)
    /// The page closed the connection.
    case closed
}
