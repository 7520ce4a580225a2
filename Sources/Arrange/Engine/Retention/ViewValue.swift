/// A view's value of a known type.
final class ViewValue<V>: AnyViewValue {
    var value: V

    init(_ value: V) {
        self.value = value
        super.init(type: ObjectIdentifier(V.self))
    }
}
