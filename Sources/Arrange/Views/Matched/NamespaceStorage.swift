/// A namespace identifier kept by a host for a view's identity.
final class NamespaceStorage {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
}
