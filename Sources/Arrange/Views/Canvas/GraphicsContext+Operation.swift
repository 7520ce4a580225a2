extension GraphicsContext {
    /// One drawing recorded by a context, with the state it was made in.
    struct Operation {
        /// What is drawn, in the context's coordinates.
        enum Drawing {
            /// A display list item's content.
            case content(DisplayList.Content)
            /// A text laid out for a proposal in a rectangle.
            case text(TextModel, CGRect, ProposedViewSize)
        }

        let drawing: Drawing
        let transform: CGAffineTransform
        /// Clip paths in canvas coordinates.
        let clips: [(path: Path, rule: DisplayList.FillRule)]
        let opacity: Double
    }

    /// Collects what the copies of a context draw, in order.
    final class Recorder {
        var operations: [Operation] = []
    }
}
