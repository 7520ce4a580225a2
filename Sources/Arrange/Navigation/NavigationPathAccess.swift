/// How a stack reads and changes the path it is bound to.
struct NavigationPathAccess {
    let elements: () -> [AnyHashable]
    /// Appends a value; returns a problem when the path cannot hold it.
    let append: (AnyHashable) -> String?
    let removeLast: (Int) -> Void
}
