import Arrange

/// A container value the tests set and read: a name, "none" by default.
struct ContainerNameKey: ContainerValueKey {
    static let defaultValue: String = "none"
}

/// A container value the tests set and read: a width, 10 by default.
struct ContainerWidthKey: ContainerValueKey {
    static let defaultValue: CGFloat = 10
}

extension ContainerValues {
    /// The name set with `containerValue(\.name, …)`.
    var name: String {
        get { self[ContainerNameKey.self] }
        set { self[ContainerNameKey.self] = newValue }
    }

    /// The width set with `containerValue(\.width, …)`.
    var width: CGFloat {
        get { self[ContainerWidthKey.self] }
        set { self[ContainerWidthKey.self] = newValue }
    }
}
