/// What a canvas leaf draws: its renderer and the environment it runs in. The display list
/// builder runs the renderer with the leaf's size (`DisplayListBuilder.paintCanvas`).
final class CanvasDrawing {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
    }

    /// The operations the renderer draws on a canvas of `size`.
    func operations(size: CGSize) -> [GraphicsContext.Operation] {
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, environment: environment, size: size)
        renderer(&context, size)
        return recorder.operations
    }
}
