extension LayoutSnapshot {
    /// What the laid-out view draws, in paint order, on a canvas of the hosting view's size (the
    /// root view's size for a snapshot made with a proposal).
    ///
    /// ```swift
    /// let snapshot = LayoutSnapshot(of: Text("Hello").padding(), in: CGSize(width: 200, height: 100))
    /// let list = snapshot.displayList   // glyph runs of "Hello", centred in 200×100
    /// ```
    ///
    /// - Complexity: O(n) in the number of views, plus the glyphs of every text.
    public var displayList: DisplayList {
        DisplayListBuilder.displayList(of: graph, canvas: canvasSize)
    }

    /// The display list, its items without source names when `namingSources` is false: the list
    /// a renderer draws, made without working out the names only ``DisplayList/description``
    /// shows (Docs/Engine.md, "Source names").
    package func displayList(namingSources: Bool) -> DisplayList {
        DisplayListBuilder.displayList(of: graph, canvas: canvasSize, namingSources: namingSources)
    }
}
