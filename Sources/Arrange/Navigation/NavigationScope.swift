/// What the views inside one `NavigationStack` share during one update: the destinations their
/// `navigationDestination` modifiers registered, the pushes of view destinations asked for so
/// far, and the actions that change the stack (`NavigationStack+Levels`). Made afresh by the
/// stack in each update and put in its content's environment.
final class NavigationScope {
    /// The destinations `navigationDestination(for:destination:)` registered, by data type.
    var destinations: [ObjectIdentifier: NavigationDestinationEntry] = [:]
    /// The view destinations to push, in the order they were asked for: active
    /// `NavigationLink(destination:)`s and `navigationDestination(isPresented:)` modifiers whose
    /// binding is true.
    var viewPushes: [NavigationViewPush] = []
    /// The identities of the `NavigationLink(destination:)`s whose destination is pushed.
    let activeLinks: Set<UInt64>
    /// Appends a value to the stack's path; returns a problem when it cannot.
    let appendValue: (AnyHashable) -> String?
    /// Pushes the destination of the view-destination link at an identity.
    let activateLink: (UInt64) -> Void
    /// Pops the destination of the view-destination link at an identity.
    let deactivateLink: (UInt64) -> Void
    /// Records a problem to report in the next update.
    let reportLater: (String) -> Void

    init(activeLinks: Set<UInt64>, appendValue: @escaping (AnyHashable) -> String?, activateLink: @escaping (UInt64) -> Void,
         deactivateLink: @escaping (UInt64) -> Void, reportLater: @escaping (String) -> Void) {
        self.activeLinks = activeLinks
        self.appendValue = appendValue
        self.activateLink = activateLink
        self.deactivateLink = deactivateLink
        self.reportLater = reportLater
    }

    /// Pushes `value`: appends it to the path when a destination is registered for its type,
    /// else reports the problem SwiftUI logs and leaves the stack as it is.
    func push(_ value: AnyHashable) {
        let type = Swift.type(of: value.base)
        guard destinations[ObjectIdentifier(type)] != nil else {
            reportLater("A NavigationLink is presenting a value of type \(type) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            return
        }
        if let problem = appendValue(value) { reportLater(problem) }
    }
}
