import OpenCombine

// An `@EnvironmentObject` of a view laid out without a host that keeps state (`LayoutSnapshot`,
// `LayoutHost`) reads the object its ancestors supplied with `environmentObject(_:)`, as an
// `@Environment` property does there (Apple's `EnvironmentObject`: "an observable object that a
// parent or ancestor view supplies"). Nothing observes it: such a layout is not updated.
extension EnvironmentObject: EnvironmentReadingProperty {
    func connect(to environment: EnvironmentValues) {
        box.object = environment.observableObject(of: ObjectType.self)
    }
}
