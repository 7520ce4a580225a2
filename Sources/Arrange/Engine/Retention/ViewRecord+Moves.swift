extension ViewRecord {
    /// How far copying a kept view moved each of its ranges: from the previous update's lists to
    /// the current one's (`GraphBuilder.keep(_:retention:into:)`).
    struct Moves {
        var nodes: Int32
        var children: Int32
        var traits: Int32
        var events: Int32
        var idMarks: Int32
        var interactionWrites: Int32
        var customLayouts: Int32

        /// Moves `record`'s ranges, and its outputs to their copies in `graph`.
        func apply(to record: inout ViewRecord, in graph: LayoutGraph) {
            let traitRows = record.traits
            record.nodes = Self.move(record.nodes, by: nodes)
            record.children = Self.move(record.children, by: children)
            record.traits = Self.move(record.traits, by: traits)
            record.events = Self.move(record.events, by: events)
            record.idMarks = Self.move(record.idMarks, by: idMarks)
            record.interactionWrites = Self.move(record.interactionWrites, by: interactionWrites)
            record.customLayouts = Self.move(record.customLayouts, by: customLayouts)
            for position in record.outputs.indices {
                let moved = record.outputs[position] + nodes
                record.outputs[position] = moved
                // The copy's layout storage and payload; the rest as the view left it.
                record.outputNodes[position].kind = graph.nodes[Int(moved)].kind
                record.outputNodes[position].firstChild += children
                if traitRows.contains(record.outputNodes[position].traits) {
                    record.outputNodes[position].traits += traits
                } else {
                    record.outputNodes[position].traits = graph.nodes[Int(moved)].traits
                }
            }
        }

        private static func move(_ range: Range<Int32>, by delta: Int32) -> Range<Int32> {
            (range.lowerBound + delta)..<(range.upperBound + delta)
        }
    }
}
