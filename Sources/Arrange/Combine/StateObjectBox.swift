/// What a `StateObject` value refers to: how to make its object and, once a host installed the
/// view, the object that the view's identity owns.
final class StateObjectBox<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    /// The object the host keeps for the view's identity, or the one made when read outside a host.
    var installed: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// The object: the installed one, or one made now (once) and kept.
    var object: ObjectType {
        if let installed { return installed }
        let made = make()
        installed = made
        return made
    }

    /// A new object, from the property's initial value.
    func makeObject() -> ObjectType {
        make()
    }
}
