extension LayoutSnapshot {
    /// A readable tree of every view's frame, one view a line:
    ///
    /// ```
    /// HStackLayout (0, 0, 300, 100)
    ///   FrameLayout (0, 0, 100, 100) id: "red"
    ///     Color red (0, 0, 100, 100)
    /// ```
    public var description: String {
        var lines: [String] = []
        var stack: [(node: Int32, depth: Int)] = [(graph.root, 0)]
        while let (node, depth) = stack.popLast() {
            let frame = graph.frames[Int(node)]
            var line = String(repeating: "  ", count: depth) + graph.name(of: node)
            if frame.isNull {
                line += " (not placed)"
            } else {
                line += " (\(Self.format(frame.minX)), \(Self.format(frame.minY)), \(Self.format(frame.width)), \(Self.format(frame.height)))"
            }
            if let id = graph.explicitID(of: node) { line += " id: \(String(reflecting: id.base))" }
            lines.append(line)
            for child in graph.children(of: node).reversed() {
                stack.append((child, depth + 1))
            }
        }
        if !diagnostics.isEmpty {
            lines.append("diagnostics:")
            lines.append(contentsOf: diagnostics.map { "  \($0)" })
        }
        return lines.joined(separator: "\n")
    }

    /// A number without a trailing `.0`, rounded to 1/1000 of a point.
    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(describing: Double(rounded))
    }
}
