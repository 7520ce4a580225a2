/// A view destination to push on top of the stack: its content, the environment it was declared
/// in, and how to pop it (deactivate the link, or set the `isPresented` binding to false).
struct NavigationViewPush {
    let content: AnyView
    let environment: EnvironmentValues
    let identity: UInt64
    let pop: () -> Void
}
