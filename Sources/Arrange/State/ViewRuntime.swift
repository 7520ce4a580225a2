import Foundation

/// What a ``ViewHost`` keeps between updates of its views: the storage of their `State`
/// properties by identity (and of their `@StateObject` objects and object and `onReceive`
/// subscriptions), what their `onChange` modifiers saw last, which views with
/// `onAppear`/`onDisappear` are present, the tasks of `.task` modifiers, and the actions waiting
/// to run after an update.
///
/// A runtime is attached to the graphs it resolves (`LayoutGraph.runtime`); graphs made by
/// `LayoutSnapshot` have none, and their dynamic properties keep their initial values.
///
/// `installedKeys`, `visitedChanges` and the event lists are `@exclusivity(unchecked)`: an update
/// that keeps ten thousand views replays their events, and the checks cost more than the replay.
/// Every access to them is a complete insert, append or element read that calls out to nothing
/// (a `.call` event runs after its element is read, and reaches only `meetTask`).
final class ViewRuntime {
    /// State storage by view identity and property position.
    private var locations: [StateKey: AnyObject] = [:]
    /// The state keys installed during the current update.
    @exclusivity(unchecked) private var installedKeys: Set<StateKey> = []
    /// The last value each `onChange` modifier saw, by modifier identity.
    private var changeValues: [UInt64: Any] = [:]
    @exclusivity(unchecked) private var visitedChanges: Set<UInt64> = []
    /// The lifecycle modifiers present after the last update, in resolution order, with their
    /// disappear actions.
    private var present: [(identity: UInt64, onDisappear: (() -> Void)?)] = []
    private var presentIdentities: Set<UInt64> = []
    /// The lifecycle modifiers met during the current update.
    private var met: [(identity: UInt64, onAppear: (() -> Void)?, onDisappear: (() -> Void)?)] = []
    private var metIdentities: Set<UInt64> = []
    /// `onChange` actions, and `onReceive` actions for values published during the update,
    /// waiting for the update to finish.
    private var changeActions: [() -> Void] = []
    /// Whether an update is running (between `beginUpdate()` and `endUpdate()`).
    private var isUpdating = false
    /// Types known to declare no dynamic properties, skipped without reflection.
    private var typesWithoutProperties: Set<ObjectIdentifier> = []

    /// The tasks of `.task` modifiers.
    let tasks = ViewTasks()
    /// What the last update resolved, kept so that views whose inputs did not change are not
    /// resolved again (`RetainedViews`).
    let retention = RetainedViews()
    /// What the views resolved in the current update did to this runtime, in order: replayed for
    /// the views a later update keeps (`RuntimeEvent`).
    @exclusivity(unchecked) private(set) var events: [RuntimeEvent] = []
    /// The events of the previous update, which the kept views' records refer to.
    @exclusivity(unchecked) private(set) var previousEvents: [RuntimeEvent] = []

    /// The earliest date at which a timeline view of the current tree shows a new entry.
    private(set) var nextTimelineDate: Date?

    /// Whether some state changed since the last update began: the host updates again.
    private(set) var needsUpdate = false
    /// How many `body` evaluations the updates so far have made.
    private(set) var bodyEvaluations = 0

    /// The state changes waiting for the next update, in the order they were made, grouped by
    /// the transaction they were made in (`ViewRuntime+Transactions`).
    var pendingChanges: [StateChangeBatch] = []

    /// Records that some state the views read changed (an observable property, an object's
    /// announcement, the environment), in the current transaction.
    /// Which view's inputs changed is not known: every body is evaluated again.
    func invalidate() {
        retention.markAll()
        recordChange(undo: nil, redo: nil)
    }

    /// Records that an input of the view at `identity` changed (an observable property its body
    /// read, an object it observes): its body and those around it are evaluated again.
    func invalidate(identity: UInt64) {
        retention.mark(identity)
        recordChange(undo: nil, redo: nil)
    }

    /// Asks for an update without marking any view: the views whose inputs changed have been
    /// marked already (the host's observation of the whole update, `ViewHost.layOut()`).
    func requestUpdate() {
        recordChange(undo: nil, redo: nil)
    }

    /// Records a change, with how to take it back and make it again, in the current
    /// transaction: the host updates.
    /// A storage changed more than once in a batch keeps its first undo and its last redo.
    /// `owner` is the identity of the view whose state changed (`StateLocation.owner`); a change
    /// to storage without one marks every view.
    func recordChange(of storage: AnyObject? = nil, owner: UInt64? = nil, undo: (() -> Void)?, redo: (() -> Void)?) {
        if storage != nil {
            if let owner { retention.mark(owner) } else { retention.markAll() }
        }
        needsUpdate = true
        let transaction = Transaction.current
        let scope = transaction?.scope ?? 0
        if pendingChanges.last?.scope != scope {
            pendingChanges.append(StateChangeBatch(transaction: transaction, scope: scope))
        }
        if let storage, let undo, let redo {
            pendingChanges[pendingChanges.count - 1].record(ObjectIdentifier(storage), undo: undo, redo: redo)
        }
    }

    /// Records the value an `.animation(_:value:)` modifier at `identity` sees; returns whether
    /// it differs from the one it saw in the previous update (false when it first appears).
    func valueChanged<V: Equatable>(_ value: V, at identity: UInt64) -> Bool {
        visitedChanges.insert(identity)
        events.append(.visit(identity))
        defer { changeValues[identity] = value }
        guard let old = changeValues[identity] as? V else { return false }
        return old != value
    }

    /// Records that the modifier at `identity` is present; returns whether it was present in the
    /// previous update too.
    func wasPresent(at identity: UInt64) -> Bool {
        visitedChanges.insert(identity)
        events.append(.visit(identity))
        defer { changeValues[identity] = true }
        return changeValues[identity] != nil
    }

    /// Forgets that state changed: the host gave up updating after too many updates in a row.
    func discardPendingUpdate() {
        needsUpdate = false
        pendingChanges.removeAll()
    }

    /// Starts an update: views resolved from here on are the current tree.
    func beginUpdate() {
        needsUpdate = false
        isUpdating = true
        installedKeys.removeAll(keepingCapacity: true)
        visitedChanges.removeAll(keepingCapacity: true)
        swap(&events, &previousEvents)
        events.removeAll(keepingCapacity: true)
        met.removeAll(keepingCapacity: true)
        metIdentities.removeAll(keepingCapacity: true)
        tasks.beginUpdate()
        nextTimelineDate = nil
    }

    /// Records that a timeline view resolved in this update shows a new entry at `date`.
    func scheduleTimelineUpdate(at date: Date) {
        if nextTimelineDate.map({ date < $0 }) ?? true { nextTimelineDate = date }
        events.append(.call { [unowned self] in self.scheduleTimelineUpdate(at: date) })
    }

    /// The storage of the state at `key`, made with `initialValue` if the view at that identity
    /// has none yet (or had state of another type there).
    func location<Value>(for key: StateKey, initialValue: Value) -> StateLocation<Value> {
        installedKeys.insert(key)
        events.append(.key(key))
        if let existing = locations[key] as? StateLocation<Value> { return existing }
        let made = StateLocation(initialValue, runtime: self)
        made.owner = key.identity
        locations[key] = made
        return made
    }

    /// The storage of kind `T` at `key` (an object subscription, a `StateObject`'s object), made
    /// with `make` if the view at that identity has none yet (or had storage of another kind
    /// there). Like state, it is discarded when the identity leaves the tree.
    func storage<T: AnyObject>(for key: StateKey, make: () -> T) -> T {
        installedKeys.insert(key)
        events.append(.key(key))
        if let existing = locations[key] as? T { return existing }
        let made = make()
        locations[key] = made
        return made
    }

    /// Runs a user action caused by something outside the view tree (a value an `onReceive`
    /// publisher sends): now, or after the update when one is running.
    func perform(_ action: @escaping () -> Void) {
        if isUpdating { changeActions.append(action) } else { action() }
    }

    /// Connects the dynamic properties of `view` (a view or a view modifier), resolved at
    /// `identity` in `environment`, to their storage, before its `body` is evaluated.
    func prepare<V>(_ view: V, identity: UInt64, environment: EnvironmentValues) {
        bodyEvaluations += 1
        let type = ObjectIdentifier(V.self)
        guard !typesWithoutProperties.contains(type) else { return }
        var index = 0
        install(view, identity: identity, environment: environment, index: &index)
        if index == 0 { typesWithoutProperties.insert(type) }
    }

    /// Connects the dynamic properties among `value`'s stored fields, by the fields of its type
    /// found once (`DynamicPropertyFields`), or by reflecting the value when its type cannot be
    /// described.
    private func install<V>(_ value: V, identity: UInt64, environment: EnvironmentValues, index: inout Int) {
        withUnsafePointer(to: value) { base in
            install(V.self, at: UnsafeRawPointer(base), identity: identity, environment: environment, index: &index)
        }
    }

    /// `install(_:identity:environment:index:)` for the value of type `V` at `address`.
    private func install<V>(_: V.Type, at address: UnsafeRawPointer, identity: UInt64, environment: EnvironmentValues, index: inout Int) {
        guard let fields = DynamicPropertyFields.of(V.self) else {
            return install(Mirror(reflecting: address.assumingMemoryBound(to: V.self).pointee), identity: identity, environment: environment, index: &index)
        }
        install(fields, at: address, identity: identity, environment: environment, index: &index)
    }

    /// `install(_:identity:environment:index:)` for a value of a described type at `base`: the same
    /// properties in the same order as a `Mirror` of the value gives them.
    private func install(_ fields: DynamicPropertyFields, at base: UnsafeRawPointer, identity: UInt64, environment: EnvironmentValues, index: inout Int) {
        for field in fields.fields {
            let address = base + field.offset
            if let installable = field.installable {
                Self.installProperty(installable, at: address, in: self, key: StateKey(identity: identity, index: index), environment: environment)
                index += 1
            } else {
                // A dynamic property of the user's: its own dynamic properties get storage.
                let before = index
                installNested(field.type, at: address, identity: identity, environment: environment, index: &index)
                if index == before { index += 1 } // counts, so the view is not skipped later
            }
            Self.update(field.type, at: address)
        }
    }

    /// `install(_:at:identity:environment:index:)` for a dynamic property of the user's, of type `P`.
    private func installNested<P: DynamicProperty>(_: P.Type, at address: UnsafeRawPointer, identity: UInt64, environment: EnvironmentValues, index: inout Int) {
        install(P.self, at: address, identity: identity, environment: environment, index: &index)
    }

    /// Connects the property of type `P` at `address` to the storage at `key`.
    private static func installProperty<P: InstallableProperty>(_: P.Type, at address: UnsafeRawPointer, in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        address.assumingMemoryBound(to: P.self).pointee.install(in: runtime, key: key, environment: environment)
    }

    /// Calls `update()` on a copy of the property at `address`, as the reflecting path does.
    private static func update<P: DynamicProperty>(_: P.Type, at address: UnsafeRawPointer) {
        var property = address.assumingMemoryBound(to: P.self).pointee
        property.update()
    }

    private func install(_ mirror: Mirror, identity: UInt64, environment: EnvironmentValues, index: inout Int) {
        for child in mirror.children {
            guard var property = child.value as? any DynamicProperty else { continue }
            if let installable = property as? any InstallableProperty {
                installable.install(in: self, key: StateKey(identity: identity, index: index), environment: environment)
                index += 1
            } else {
                // A dynamic property of the user's: its own dynamic properties get storage.
                let before = index
                install(Mirror(reflecting: property), identity: identity, environment: environment, index: &index)
                if index == before { index += 1 } // counts, so the view is not skipped later
            }
            property.update()
        }
    }

    /// Records the value an `onChange` modifier at `identity` sees, queueing its action when the
    /// value differs from the one it saw last (or, with `initial`, when it first appears). With a
    /// `baseline`, a modifier that first appears acts as if it had seen `baseline` before
    /// (`onPreferenceChange`, whose previous value is the key's default).
    func observe<V: Equatable>(_ value: V, at identity: UInt64, initial: Bool, baseline: V? = nil, action: @escaping (V, V) -> Void) {
        visitedChanges.insert(identity)
        events.append(.visit(identity))
        if let old = (changeValues[identity] as? V) ?? baseline {
            if old != value { changeActions.append { action(old, value) } }
        } else if initial {
            changeActions.append { action(value, value) }
        }
        changeValues[identity] = value
    }

    /// Records a lifecycle modifier met while resolving the current tree.
    func meet(_ identity: UInt64, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        guard metIdentities.insert(identity).inserted else { return }
        met.append((identity, onAppear, onDisappear))
        events.append(.call { [unowned self] in self.meet(identity, onAppear: onAppear, onDisappear: onDisappear) })
    }

    /// Ends an update: discards the state of identities that are gone, and returns the actions to
    /// run, in order: `onDisappear` of views gone (in the order they appeared), `onAppear` of views
    /// new (in resolution order), then `onChange` actions.
    func endUpdate() -> [() -> Void] {
        isUpdating = false
        locations = locations.filter { installedKeys.contains($0.key) }
        changeValues = changeValues.filter { visitedChanges.contains($0.key) }
        // Cancelling replaced and departed tasks comes first; new tasks are started already.
        var actions: [() -> Void] = tasks.endUpdate()
        for old in present where !metIdentities.contains(old.identity) {
            if let action = old.onDisappear { actions.append(action) }
        }
        for new in met where !presentIdentities.contains(new.identity) {
            if let action = new.onAppear { actions.append(action) }
        }
        present = met.map { ($0.identity, $0.onDisappear) }
        presentIdentities = metIdentities
        actions += changeActions
        changeActions.removeAll()
        return actions
    }

    /// Records a `.task` modifier met while resolving the current tree (`ViewTasks.meet`).
    func meetTask<ID: Equatable>(_ identity: UInt64, id: ID?, priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        tasks.meet(identity, id: id, priority: priority, action: action)
        events.append(.call { [unowned self] in self.meetTask(identity, id: id, priority: priority, action: action) })
    }

    /// Does again, for a view kept from the previous update, what resolving it did to this
    /// runtime: the events `range` of the previous update's (`RuntimeEvent`). Returns where they
    /// start in this update's events.
    func replayEvents(_ range: Range<Int32>) -> Int32 {
        let start = Int32(events.count)
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            let event = previousEvents[index]
            switch event {
            case .key(let key):
                installedKeys.insert(key)
                events.append(event)
            case .visit(let identity):
                visitedChanges.insert(identity)
                events.append(event)
            case .call(let again):
                again()
            }
        }
        return start
    }

    /// Runs the disappear actions of every present view, as when the host goes away.
    func tearDown() -> [() -> Void] {
        tasks.tearDown()
        let actions = present.compactMap(\.onDisappear)
        present.removeAll()
        presentIdentities.removeAll()
        return actions
    }
}
