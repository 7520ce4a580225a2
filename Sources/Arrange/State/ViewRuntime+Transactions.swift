extension ViewRuntime {
    /// The most updates that the changes waiting for one update are split into; the changes of
    /// later transactions join the last one.
    static var maximumTransactionsPerUpdate: Int { 64 }

    /// The transactions of the state changes waiting for the next update, each to be shown by
    /// an update of its own, in the order they were made: SwiftUI applies the changes of each
    /// transaction with that transaction's animation, so that a change made without animation
    /// (in `onAppear`, say) and one made after it in `withAnimation` make two updates, the
    /// second animating from the first's values; and views changed in different
    /// `withAnimation` calls each animate with their own animation.
    ///
    /// When there are several, the `State` values are put back as they were before the first
    /// change; ``replay(_:)`` makes each batch's changes again before its update. Changes of
    /// observable objects cannot be put back: they show from the first update on (with that
    /// update's transaction). With one batch or none, nothing is put back and the one update
    /// uses the batch's transaction (else the running one, or none).
    func takeTransactionBatches() -> [StateChangeBatch] {
        var batches = pendingChanges
        pendingChanges.removeAll()
        guard batches.count > 1 else {
            var batch = batches.first ?? StateChangeBatch(transaction: nil, scope: 0)
            batch.transaction = batch.transaction ?? Transaction.current
            batch.redo.removeAll()
            return [batch]
        }
        if batches.count > Self.maximumTransactionsPerUpdate {
            let merged = batches[(Self.maximumTransactionsPerUpdate - 1)...]
            var last = merged.last!
            // Undone in reverse, so each storage ends at its value before the first of them.
            last.undo = merged.flatMap(\.undo)
            last.redo = merged.flatMap(\.redo)
            batches.replaceSubrange((Self.maximumTransactionsPerUpdate - 1)..., with: [last])
        }
        for batch in batches.reversed() {
            for undo in batch.undo.reversed() { undo() }
        }
        return batches
    }

    /// Makes the changes of `batch` again (after ``takeTransactionBatches()`` put them back).
    func replay(_ batch: StateChangeBatch) {
        for redo in batch.redo { redo() }
    }
}
