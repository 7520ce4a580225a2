/// The problems a stack's links met since the last update (a value without destination), which
/// the next update reports.
final class NavigationProblemLog {
    var messages: [String] = []
}
