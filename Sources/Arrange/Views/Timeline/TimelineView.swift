import Foundation

/// A view that updates according to a schedule that you provide.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// In a ``ViewHost`` the host's clock drives the schedule: the content's date is the latest
/// entry reached at ``ViewHost/date`` (the date the view appeared before the first), and
/// ``ViewHost/advance(by:)`` updates the view when it reaches the next entry. A
/// ``LayoutSnapshot`` shows the entry reached at the current date.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context type of a timeline view's content.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances
    ///     when the view should update.
    ///   - content: A closure that generates view content at the moments indicated by the
    ///     schedule, given a context with the date of the update.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// `TimelineView` is primitive: the engine resolves its content directly.
    public var body: Never { primitiveBody() }
}

extension TimelineView: PrimitiveView where Content: View {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let now = context.environment.hostDate ?? Date()
        var start = now
        let runtime = builder.graph.runtime
        if let runtime {
            // The date the view appeared, kept while its identity stays in the tree.
            let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
            start = runtime.storage(for: StateKey(identity: identity, index: 0)) { TimelineStart(date: now) }.date
        }
        let entry = TimelineClock.entry(of: schedule, appearedAt: start, now: now)
        if let next = entry.next { runtime?.scheduleTimelineUpdate(at: next) }
        builder.resolve(content(TimelineViewDefaultContext(date: entry.date, cadence: .live)), context: context, into: &output)
    }
}
