/// A view's value, boxed, with its type.
class AnyViewValue {
    /// The view's type.
    let type: ObjectIdentifier

    init(type: ObjectIdentifier) {
        self.type = type
    }
}
