// ArrangeWeb: Arrange's views on the web, on Hummingbird 2.
//
// - `WebHost` serves a view live: a page whose small client (served by the process itself) opens
//   a WebSocket; the server keeps one `ViewHost` per connection, sends what it shows and takes the
//   browser's pointer, keyboard and size.
// - `RenderService` renders registered views to PNG and SVG at `GET /render/NAME.png|svg`.
//
// Docs/Web.md describes the protocol, the limits and the security rules.

@_exported import Arrange
