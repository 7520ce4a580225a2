/// An interface for a stored variable that updates an external property of a view.
///
/// `State`, `Binding`, `Environment` and `Bindable` are dynamic properties. Before a view's `body`
/// is evaluated, the host that owns the view connects each of the view's dynamic properties
/// (found by reflection, including those nested inside your own dynamic property types) to the
/// storage that belongs to the view's identity, then calls ``update()``.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    ///
    /// Arrange calls it on a copy of the property, after connecting the property's storage: a
    /// dynamic property that keeps its state in `State` or another reference sees it; changes to
    /// plain stored fields made here do not reach the view (see `Docs/Differences.md`).
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the default for properties that need no update.
    public mutating func update() {}
}

/// A dynamic property that a host connects to storage before the view's `body` is evaluated.
protocol InstallableProperty {
    /// Connects the property to the storage of the view at `key`, in `environment`.
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues)
}
