/// The environment values read while a ``ViewHost`` resolves its views, in the order they were
/// read: what tells the host, at the next update, whether a view's environment inputs changed
/// (Docs/Engine.md, "Retained views").
///
/// Every `EnvironmentValues` derived from the host's root environment carries the log; it records
/// only while the host's builder resolves (`isRecording`), so reads made later (in actions, in a
/// `GeometryReader`'s content during layout) are not dependencies.
final class EnvironmentReadLog {
    /// One read: the key, and the box that held its value (nil: the key's default).
    struct Read {
        let key: ObjectIdentifier
        let box: AnyEnvironmentValueBox?
    }

    /// The reads so far; a view's record collapses its own to one per key (`collapse(from:)`).
    var reads: [Read] = []
    /// Whether reads are recorded now.
    var isRecording = false

    /// Records a read of `key`, which found `box`.
    @inline(__always)
    func record(_ key: ObjectIdentifier, _ box: AnyEnvironmentValueBox?) {
        if isRecording { reads.append(Read(key: key, box: box)) }
    }

    /// Collapses the reads from `start` on to the first read of each key that came from
    /// `environment` (the environment a view was resolved in): reads of values set inside the view
    /// are not inputs of the view. Returns the collapsed reads, which stay in the log for the views
    /// around it.
    func collapse(from start: Int, enteringWith environment: EnvironmentValues) -> ArraySlice<Read> {
        var end = start
        var index = start
        while index < reads.count {
            let read = reads[index]
            index += 1
            var seen = false
            var scan = start
            while scan < end {
                if reads[scan].key == read.key { seen = true; break }
                scan += 1
            }
            guard !seen, environment.box(for: read.key) === read.box else { continue }
            reads[end] = read
            end += 1
        }
        reads.removeSubrange(end...)
        return reads[start..<end]
    }
}
