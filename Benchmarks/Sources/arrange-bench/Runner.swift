import Arrange

/// What one workload measured, in one process.
///
/// The first five fields are the JSON line's (`--json`); the others travel from a `--single` child
/// to the driver and appear only in the table.
struct Measurement: Codable {
    var workload: String
    var views: Int
    /// Median over the timed runs of `statistics.layoutNanoseconds / views` (sizing and placement
    /// only, as Taffy's `compute_layout` is timed; resolving views into nodes is excluded).
    var ns_per_view_median: Double
    /// `statistics.measureCalls / views` (identical on every run).
    var measure_calls_per_view: Double
    /// VmHWM of the process at the end (bytes): the peak resident set, including the resolved tree.
    var peak_rss_bytes: Int
    /// VmRSS right after the first full layout, while its tree is alive, minus VmRSS before the
    /// view was built: what the Taffy benchmark reports as its memory figure (Benchmarks/README.md,
    /// "Workloads"), so the two compare like with like. W6: after the first, full layout in the host.
    var rss_delta_after_first_layout_bytes: Int = 0
    /// VmHWM right after the first full layout, minus VmRSS before the view was built: the peak of
    /// resolving and laying out one tree. The process's peak over all runs (`peak_rss_bytes`) also
    /// holds what the allocator keeps from earlier trees while later ones are built.
    var peak_delta_first_layout_bytes: Int = 0

    // Table-only details (not encoded).
    var nsPerViewMin: Double = 0
    var resolveNsPerViewMedian: Double = 0
    var runs: Int = 0
    var nodeCount: Int = 0
    var measureCalls: Int = 0
    /// VmRSS before the workload's tree was built: peak minus this is what the workload cost.
    var baselineRSSBytes: Int = 0
    var cacheHitsPerView: Double = 0
    var sizeOK = true
    var rootWidth = 0.0, rootHeight = 0.0
    var expectedWidth = 0.0, expectedHeight = 0.0
    /// W6 only: the full layout before the relayouts, and how many views a relayout placed.
    var fullLayoutNsPerView = 0.0
    var viewsPlaced = 0
}

/// Runs one workload in the current process: a warm-up layout, then timed layouts of freshly
/// resolved trees (every run is a full layout: `LayoutSnapshot` resolves the view anew, so nothing is
/// cached from a previous pass), and takes the median.
enum Runner {
    /// Timed layout per workload we aim for, in seconds (as the Taffy script's `--budget`).
    static let budgetSeconds = 2.0
    /// `--smoke`: one timed run (and one relayout after the warm-up), whatever they take.
    nonisolated(unsafe) static var smoke = false

    /// Runs the workload on a thread with a 1 GiB stack: building (and later destroying) the nested
    /// view *value* of W2 at depth 10,000 recurses once per level in the harness's own code, which
    /// overflows the main thread's 8 MiB stack before Arrange is ever called.
    static func run(_ workload: Workload) -> Measurement {
        final class Box: @unchecked Sendable { var result: Measurement? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = measure(workload)
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        return box.result!
    }

    private static func measure(_ workload: Workload) -> Measurement {
        if workload.makeChangedView != nil { return measureRelayout(workload) }
        let baseline = statusBytes("VmRSS:")
        let view = workload.makeView()

        // Warm-up: also fixes the number of runs from how long one full snapshot takes.
        let clock = ContinuousClock()
        let start = clock.now
        let first = sample(view, workload, readingRSS: true)
        let firstSeconds = (clock.now - start) / .seconds(1)
        let runs = smoke ? 1 : max(3, min(workload.maxRuns, Int(budgetSeconds / max(firstSeconds, 1e-6))))

        var layoutNs: [Double] = []
        var resolveNs: [Double] = []
        for _ in 0..<runs {
            let s = sample(view, workload)
            layoutNs.append(Double(s.statistics.layoutNanoseconds))
            resolveNs.append(Double(s.statistics.resolveNanoseconds))
        }
        let views = Double(workload.views)
        let ok = abs(first.size.width - workload.expectedSize.width) < 0.5
            && abs(first.size.height - workload.expectedSize.height) < 0.5
        var m = Measurement(
            workload: workload.name,
            views: workload.views,
            ns_per_view_median: median(layoutNs) / views,
            measure_calls_per_view: Double(first.statistics.measureCalls) / views,
            peak_rss_bytes: peakRSSBytes()
        )
        m.rss_delta_after_first_layout_bytes = first.rss - baseline
        m.peak_delta_first_layout_bytes = first.peak - baseline
        m.nsPerViewMin = (layoutNs.min() ?? 0) / views
        m.resolveNsPerViewMedian = median(resolveNs) / views
        m.runs = runs
        m.nodeCount = first.statistics.nodeCount
        m.measureCalls = first.statistics.measureCalls
        m.baselineRSSBytes = baseline
        m.cacheHitsPerView = Double(first.statistics.cacheHits) / views
        m.sizeOK = ok
        (m.rootWidth, m.rootHeight) = (Double(first.size.width), Double(first.size.height))
        (m.expectedWidth, m.expectedHeight) = (Double(workload.expectedSize.width), Double(workload.expectedSize.height))
        return m
    }

    /// W6: one full layout in a `LayoutHost`, then timed updates with one leaf changing back and
    /// forth. `measure calls/view` and `hits/view` are the relayout's; `fullLayoutNsPerView` is
    /// the first, full layout's.
    private static func measureRelayout(_ workload: Workload) -> Measurement {
        let baseline = statusBytes("VmRSS:")
        let makeChanged = workload.makeChangedView!
        let host = LayoutHost(rootView: workload.makeView(), proposal: workload.proposal)
        let full = host.snapshot.statistics
        let size = host.snapshot.size
        let rssAfterFull = statusBytes("VmRSS:")
        let peakAfterFull = peakRSSBytes()
        var layoutNs: [Double] = []
        var resolveNs: [Double] = []
        var relayout = full
        let clock = ContinuousClock()
        let start = clock.now
        var index = 0
        while index < (smoke ? 2 : workload.maxRuns) && (smoke || index < 10 || (clock.now - start) < .seconds(budgetSeconds)) {
            host.update(rootView: makeChanged(index % 2 == 0))
            relayout = host.snapshot.statistics
            if index > 0 { // the first update is the warm-up
                layoutNs.append(Double(relayout.layoutNanoseconds))
                resolveNs.append(Double(relayout.resolveNanoseconds))
            }
            index += 1
        }
        let views = Double(workload.views)
        var m = Measurement(
            workload: workload.name,
            views: workload.views,
            ns_per_view_median: median(layoutNs) / views,
            measure_calls_per_view: Double(relayout.measureCalls) / views,
            peak_rss_bytes: peakRSSBytes()
        )
        m.rss_delta_after_first_layout_bytes = rssAfterFull - baseline
        m.peak_delta_first_layout_bytes = peakAfterFull - baseline
        m.nsPerViewMin = (layoutNs.min() ?? 0) / views
        m.resolveNsPerViewMedian = median(resolveNs) / views
        m.runs = layoutNs.count
        m.nodeCount = relayout.nodeCount
        m.measureCalls = relayout.measureCalls
        m.baselineRSSBytes = baseline
        m.cacheHitsPerView = Double(relayout.cacheHits) / views
        m.sizeOK = abs(size.width - workload.expectedSize.width) < 0.5 && abs(size.height - workload.expectedSize.height) < 0.5
        (m.rootWidth, m.rootHeight) = (Double(size.width), Double(size.height))
        (m.expectedWidth, m.expectedHeight) = (Double(workload.expectedSize.width), Double(workload.expectedSize.height))
        m.fullLayoutNsPerView = Double(full.layoutNanoseconds) / views
        m.viewsPlaced = relayout.viewsPlaced
        return m
    }

    /// One full resolve-and-layout. Only the figures are kept, so that no two trees are alive at once;
    /// `readingRSS` reads VmRSS while the laid-out tree is still alive (else `rss` is 0).
    private static func sample(_ view: AnyView, _ workload: Workload, readingRSS: Bool = false) -> (statistics: LayoutStatistics, size: CGSize, rss: Int, peak: Int) {
        let snapshot = LayoutSnapshot(of: view, proposal: workload.proposal)
        let rss = readingRSS ? statusBytes("VmRSS:") : 0
        let peak = readingRSS ? peakRSSBytes() : 0
        return withExtendedLifetime(snapshot) { (snapshot.statistics, snapshot.size, rss, peak) }
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// The process's peak resident set size (VmHWM in /proc/self/status), in bytes; -1 if unreadable.
    static func peakRSSBytes() -> Int { statusBytes("VmHWM:") }

    /// A "kB" field of /proc/self/status, in bytes; -1 if unreadable.
    static func statusBytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 2, let kib = Int(parts[1]) { return kib * 1024 }
        }
        return -1
    }
}
