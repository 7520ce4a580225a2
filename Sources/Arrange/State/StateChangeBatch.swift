/// State changes made one after another in one transaction (one `withTransaction` or
/// `withAnimation` call, or none), with how to take them back and make them again.
struct StateChangeBatch {
    /// The transaction the changes were made in; nil outside any.
    var transaction: Transaction?
    /// The `withTransaction` call that made them (`Transaction.scope`; 0: none).
    var scope: UInt64
    /// Restores the value each storage had before its first change in the batch.
    var undo: [() -> Void] = []
    /// Gives each storage the value of its last change in the batch.
    var redo: [() -> Void] = []
    /// The position in `undo` and `redo` of each storage changed.
    private var positions: [ObjectIdentifier: Int] = [:]

    init(transaction: Transaction?, scope: UInt64) {
        self.transaction = transaction
        self.scope = scope
    }

    /// Records a change of `storage`: its first undo is kept, its redo replaced.
    mutating func record(_ storage: ObjectIdentifier, undo: @escaping () -> Void, redo: @escaping () -> Void) {
        if let position = positions[storage] {
            self.redo[position] = redo
        } else {
            positions[storage] = self.undo.count
            self.undo.append(undo)
            self.redo.append(redo)
        }
    }
}
