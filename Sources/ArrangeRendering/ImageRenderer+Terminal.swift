import Arrange

extension ImageRenderer {
    /// The content drawn as terminal text by ``TerminalRenderer`` with its default cell size
    /// (8 × 16 points a cell): true-colour ANSI when `colors` is true, else plain text without
    /// escapes (Arrange's addition; SwiftUI has no terminal rendering).
    ///
    /// ```swift
    /// print(ImageRenderer(content: Text("Hello").border(Color.gray)).terminal())
    /// ```
    public func terminal(colors: Bool = true) -> String {
        TerminalRenderer().render(drawingList, colors: colors)
    }
}
