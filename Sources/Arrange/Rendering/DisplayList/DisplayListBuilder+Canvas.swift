extension DisplayListBuilder {
    /// Appends what a `Canvas` draws in `frame`: its renderer runs with the frame's size, and
    /// its operations are drawn clipped to the frame, moved to the frame's origin. Each operation
    /// is wrapped in the state it was drawn with: its clips (in canvas coordinates), its opacity
    /// below 1, then its transform when not the identity.
    mutating func paintCanvas(_ canvas: CanvasDrawing, in frame: CGRect, identity: DisplayList.Identity, source: String) {
        let size = CGSize(width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        let operations = canvas.operations(size: size)
        guard !operations.isEmpty, frame.origin.x.isFinite, frame.origin.y.isFinite else { return }
        func push(_ content: DisplayList.Content) { items.append(DisplayList.Item(content, identity: identity, source: source)) }
        push(.pushClip(Path(frame), rule: .nonZero))
        push(.pushTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
        for operation in operations {
            for clip in operation.clips { push(.pushClip(clip.path, rule: clip.rule)) }
            if operation.opacity < 1 { push(.pushOpacity(operation.opacity)) }
            let transformed = operation.transform != .identity
            if transformed { push(.pushTransform(operation.transform)) }
            switch operation.drawing {
            case .content(let content):
                append(content, identity, source)
            case .text(let model, let rect, let proposal):
                paintText(model, proposal: proposal, in: rect, rightToLeft: false, identity: identity, source: source)
            }
            if transformed { push(.popTransform) }
            if operation.opacity < 1 { push(.popOpacity) }
            for _ in operation.clips { push(.popClip) }
        }
        push(.popTransform)
        push(.popClip)
    }
}
