import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (for example, a view).
///
/// ```swift
/// @Namespace private var cards
/// … .matchedGeometryEffect(id: "card", in: cards)
/// ```
///
/// In a ``ViewHost`` the namespace keeps its identifier while the view's identity stays in the
/// tree; elsewhere each value of the property has its own.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let box = NamespaceBox()

    /// Creates a namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { box.id }

    /// A namespace identifier: two are equal when they come from the same namespace.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }
}

extension Namespace: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        let made = box.id
        box.id = runtime.storage(for: key) { NamespaceStorage(id: made) }.id
    }
}
