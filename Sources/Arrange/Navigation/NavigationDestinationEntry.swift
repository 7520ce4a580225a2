/// A destination registered by `navigationDestination(for:destination:)`: how to make the view
/// for a value of its type, and the environment it was declared in.
struct NavigationDestinationEntry {
    let make: (AnyHashable) -> AnyView?
    let environment: EnvironmentValues
}
