/// The accessibility actions a view carries (`accessibilityAction(_:_:)`,
/// `accessibilityAction(named:_:)`), stored as a trait of its node, innermost modifier first.
struct AccessibilityActionList {
    var entries: [(name: String, handler: () -> Void)] = []

    static var traitKey: ObjectIdentifier { ObjectIdentifier(AccessibilityActionList.self) }
}
