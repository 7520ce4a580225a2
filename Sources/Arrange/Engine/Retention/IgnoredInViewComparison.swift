/// Dynamic properties whose values live in the host, not in the view's value: left out when a
/// view's new value is compared with its last (`ViewComparison`). Their changes are tracked where
/// they are stored: state by its storage, environment values by the keys read.
protocol IgnoredInViewComparison {}

extension State: IgnoredInViewComparison {}
extension StateObject: IgnoredInViewComparison {}
extension Environment: IgnoredInViewComparison {}
extension EnvironmentObject: IgnoredInViewComparison {}
extension FocusState: IgnoredInViewComparison {}
extension GestureState: IgnoredInViewComparison {}
extension Namespace: IgnoredInViewComparison {}
