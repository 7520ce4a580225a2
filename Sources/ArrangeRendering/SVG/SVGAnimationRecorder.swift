import Arrange

/// Records what a ``ViewHost`` shows while a change plays out, as one animated SVG document
/// (Arrange's addition; SwiftUI has no recorder).
///
/// ```swift
/// let host = ViewHost(rootView: Counter(), size: CGSize(width: 200, height: 100))
/// let svg = SVGAnimationRecorder(duration: 0.5).record(host) { host.tap(on: "button") }
/// try svg.write(toFile: "counter.svg", atomically: true, encoding: .utf8)
/// ```
///
/// **Sampling.** The recorder takes the host's display list before the changes, then for each
/// change: performs it, and samples the display list every ``frameInterval`` of the host's
/// clock (advancing it with ``ViewHost/advance(by:)``) for ``duration`` seconds, and on while the
/// host is still animating (``ViewHost/isAnimating``), up to ``maximumDuration``. Identical
/// consecutive frames are merged into one frame shown for their total time. The first and the
/// last frame are held ``holdDuration`` seconds longer, so the loop can be followed.
///
/// **Document.** One SVG of the host's size; each frame is a `<g display="none">` holding the
/// frame's drawing and a discrete SMIL `<animate attributeName="display">` that shows it during
/// its time slot of the loop (`repeatCount="indefinite"`), so viewers that play SMIL show the
/// frames in sequence. Identifiers of clips, gradients and filters are unique across frames.
public struct SVGAnimationRecorder: Sendable {
    /// How long each change is sampled at least, in seconds of the host's clock.
    public var duration: TimeInterval
    /// How long each change is sampled at most while the host keeps animating (a repeating
    /// animation never ends), in seconds: 10.
    public static let maximumDuration: TimeInterval = 10
    /// The time between samples, in seconds; 1/30 by default.
    public var frameInterval: TimeInterval
    /// The extra time the first and last frames are shown, in seconds; 1 by default.
    public var holdDuration: TimeInterval
    /// How glyph runs are written (outlines by default).
    public var textMode: SVGRenderer.TextMode

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - duration: How long each change is sampled, in seconds; 1 by default. Negative or
    ///     non-finite values count as 0 (only the frame right after the change).
    ///   - frameInterval: The time between samples; 1/30 s by default. Values that are not
    ///     positive and finite count as 1/30.
    ///   - holdDuration: The extra time the first and last frames are shown; 1 s by default.
    ///   - textMode: How glyph runs are written.
    public init(duration: TimeInterval = 1, frameInterval: TimeInterval = 1.0 / 30, holdDuration: TimeInterval = 1,
                textMode: SVGRenderer.TextMode = .outlines) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 30
        self.holdDuration = holdDuration.isFinite && holdDuration > 0 ? holdDuration : 0
        self.textMode = textMode
    }

    /// Records `change` performed on `host`: see ``record(_:changes:)``.
    public func record<Content: View>(_ host: ViewHost<Content>, change: @escaping () -> Void) -> String {
        record(host, changes: [change])
    }

    /// Records the changes performed one after another on `host`, each sampled for
    /// ``duration``, as an animated SVG document.
    public func record<Content: View>(_ host: ViewHost<Content>, changes: [() -> Void]) -> String {
        render(frames(of: host, changes: changes))
    }

    /// The distinct consecutive frames the changes produce on `host`, each with how long it is
    /// shown (the hold included).
    public func frames<Content: View>(of host: ViewHost<Content>, changes: [() -> Void]) -> [(list: DisplayList, duration: TimeInterval)] {
        var frames: [(list: DisplayList, duration: TimeInterval)] = []
        func sample() {
            let list = host.displayList
            if let last = frames.last, last.list == list {
                frames[frames.count - 1].duration += frameInterval
            } else {
                frames.append((list, frameInterval))
            }
        }
        sample()
        let steps = Int((duration / frameInterval).rounded())
        for change in changes {
            change()
            sample()
            var elapsed: TimeInterval = 0
            for step in 0... {
                guard step < steps || (host.isAnimating && elapsed < Self.maximumDuration) else { break }
                host.advance(by: frameInterval)
                elapsed += frameInterval
                sample()
            }
        }
        frames[0].duration += holdDuration
        frames[frames.count - 1].duration += holdDuration
        return frames
    }

    /// The animated SVG document of `frames`, shown in order for their durations, looping.
    public func render(_ frames: [(list: DisplayList, duration: TimeInterval)]) -> String {
        let size = frames.first?.list.size ?? .zero
        var writer = SVGWriter(textMode: textMode, canvas: size)
        let width = SVGRenderer.number(SVGRenderer.sanitised(size.width))
        let height = SVGRenderer.number(SVGRenderer.sanitised(size.height))
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">")
        let total = frames.reduce(0) { $0 + max($1.duration, 0) }
        var start: TimeInterval = 0
        for frame in frames {
            let end = start + max(frame.duration, 0)
            writer.line("<g display=\"none\">")
            writer.line(Self.visibility(start: start, end: end, total: total))
            for item in frame.list.items { writer.write(item.content) }
            writer.closeAll()
            writer.line("</g>")
            start = end
        }
        writer.line("</svg>")
        return writer.output
    }

    /// The `<animate>` that shows a frame from `start` to `end` of a loop `total` seconds long.
    package static func visibility(start: TimeInterval, end: TimeInterval, total: TimeInterval) -> String {
        guard total > 0 else { return "<set attributeName=\"display\" to=\"inline\"/>" }
        func fraction(_ time: TimeInterval) -> String { Path.formatNumber(min(max(time / total, 0), 1)) }
        var values: [String] = [], times: [String] = []
        if start > 0 { values.append("none"); times.append("0") }
        values.append("inline"); times.append(fraction(start))
        if end < total { values.append("none"); times.append(fraction(end)) }
        return "<animate attributeName=\"display\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(Path.formatNumber(total))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"
    }
}
