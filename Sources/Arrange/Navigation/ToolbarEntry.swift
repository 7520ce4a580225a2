/// One item placed in a bar: what it shows, where, and the environment it was declared in.
struct ToolbarEntry: @unchecked Sendable { // made and read while views resolve, on the main thread
    let placement: ToolbarItemPlacement
    let content: AnyView
    let environment: EnvironmentValues
}
