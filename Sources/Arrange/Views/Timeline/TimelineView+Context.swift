import Foundation

extension TimelineView {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update: the latest entry
        /// reached (the date the view appeared before the first).
        public let date: Date

        /// The rate at which the timeline updates the view: always ``Cadence/live`` in Arrange's
        /// hosts, which update at every entry of the schedule.
        public let cadence: Cadence
    }
}
