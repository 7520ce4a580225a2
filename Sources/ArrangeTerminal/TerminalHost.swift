import Arrange
import ArrangeRendering
import Foundation

/// Runs a view interactively in a terminal: a ``ViewHost`` sized to the terminal, drawn by
/// ``TerminalRenderer`` through a ``TerminalFrameDiffer``, fed key presses and mouse clicks
/// (Arrange's addition; it plays the part of SwiftUI's window for a terminal).
///
/// ```swift
/// let terminal = TerminalHost(rootView: PetVotingView())
/// terminal.run()     // until q or Ctrl-C; the terminal is restored afterwards
/// ```
///
/// **Cells and points.** The hosting area is the terminal's columns × rows cells, each
/// ``TerminalRenderer/cellWidth`` × ``TerminalRenderer/cellHeight`` points (8 × 16). The left
/// mouse button going down, moving (mode 1002) and going up over a cell is a pointer going down,
/// moving and going up at the cell's centre, at the host's clock: a click taps, a drag drives
/// `DragGesture`s, a held press `LongPressGesture`s (the frame loop advances the clock).
///
/// **Keys.** `q` (unless a text field has focus) and Ctrl-C quit. Other keys go first to
/// ``keyHandler`` (if it returns true the key is used up), then to
/// ``ViewHost/press(_:modifiers:)``: Tab and Shift-Tab move focus, Space and Return activate,
/// arrows step steppers and pickers; with a text field focused, printable characters are typed
/// into it and Backspace, Delete, the arrows, Home and End edit it. A bracketed paste is typed
/// into the focused text field as one edit.
///
/// **Frames.** ``run()`` ticks ``framesPerSecond`` times a second: it advances the host's clock
/// by the time that passed, and when the display list changed it renders the grid and writes
/// only the cells that changed. A resize (SIGWINCH) resizes the host and redraws everything.
/// The host's diagnostics go to ``log``, never to the screen.
public final class TerminalHost<Content: View> {
    /// The headless host the view runs in.
    public let viewHost: ViewHost<Content>
    /// The terminal the host draws on and reads from.
    public let session: TerminalSession
    /// How display lists become cells.
    public var renderer: TerminalRenderer
    /// Ticks per second of ``run()``; 30 by default.
    public var framesPerSecond: Double = 30
    /// Sees each key before the view does; returns true when it used the key.
    public var keyHandler: ((KeyEquivalent, EventModifiers) -> Bool)?
    /// Where diagnostics go.
    public let log: TerminalLog
    /// The terminal's width in cells.
    public private(set) var columns: Int
    /// The terminal's height in cells.
    public private(set) var rows: Int

    var decoder = TerminalInputDecoder()
    var differ = TerminalFrameDiffer()
    /// The display list last drawn, to skip rendering when nothing changed.
    var drawnList: DisplayList?
    /// How many of the host's diagnostics have been logged.
    var loggedDiagnostics = 0

    /// Creates a host for `rootView` in a terminal of `columns` × `rows` cells (until ``run()``
    /// reads the real size).
    ///
    /// - Parameters:
    ///   - rootView: The view to run.
    ///   - environment: The environment it is resolved in.
    ///   - session: The terminal (standard input and output by default).
    ///   - columns: The width in cells before the terminal's size is known; 80 by default.
    ///   - rows: The height in cells before the terminal's size is known; 24 by default.
    ///   - log: Where diagnostics go; the `ARRANGE_LOG` file by default.
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues(), session: TerminalSession = TerminalSession(),
                columns: Int = 80, rows: Int = 24, log: TerminalLog = TerminalLog()) {
        let renderer = TerminalRenderer()
        self.renderer = renderer
        self.session = session
        self.log = log
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        viewHost = ViewHost(rootView: rootView,
                            size: CGSize(width: CGFloat(max(columns, 1)) * renderer.cellWidth, height: CGFloat(max(rows, 1)) * renderer.cellHeight),
                            environment: environment)
    }

    /// Resizes the hosting area to `columns` × `rows` cells; the next frame redraws everything.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        viewHost.update(size: CGSize(width: CGFloat(self.columns) * renderer.cellWidth, height: CGFloat(self.rows) * renderer.cellHeight))
        differ.invalidate()
        log.write("resized to \(self.columns)x\(self.rows) cells")
    }

    /// The point at the centre of a cell, in the hosting area's coordinates.
    public func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * renderer.cellWidth, y: (CGFloat(row) + 0.5) * renderer.cellHeight)
    }

    /// Decodes `bytes` from the terminal and handles the events.
    ///
    /// - Returns: False when an event asked to quit.
    public func receive(_ bytes: [UInt8]) -> Bool {
        decoder.decode(bytes).allSatisfy(handle)
    }

    /// Handles an event: quits on `q` and Ctrl-C, passes keys to ``keyHandler`` then to the
    /// view host, and sends the left mouse button's press, drag and release to the view host as
    /// a pointer going down, moving and going up (`ViewHost.pointerDown(at:pointer:)` and the others).
    ///
    /// - Returns: False when the event asks to quit.
    public func handle(_ event: TerminalInputEvent) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            // While a text field has focus, q is typed into it; Ctrl-C still quits.
            if key.character == "q" && modifiers.isEmpty && !viewHost.isEditingText { return false }
            if key.character == "c" && modifiers == .control { return false }
            if keyHandler?(key, modifiers) == true { break }
            viewHost.press(key, modifiers: modifiers)
        case .mouse(let button, let column, let row, let isRelease):
            guard button == 0 else { break }
            let location = point(column: column, row: row)
            if !isRelease {
                viewHost.cancelPointers() // a press whose release the terminal never reported
                viewHost.pointerDown(at: location)
            } else if viewHost.isPointerDown {
                viewHost.pointerUp(at: location)
            }
        case .mouseDrag(let button, let column, let row):
            if button == 0 { viewHost.pointerMove(to: point(column: column, row: row)) }
        case .paste(let text):
            // One edit for the whole paste; nothing happens without a focused text field.
            if viewHost.isEditingText { viewHost.type(text) }
        }
        logDiagnostics()
        return true
    }

    /// The text that brings the screen up to date: changed cells only, empty when nothing
    /// changed; everything after a resize or ``redraw()``.
    public func frame() -> String {
        let list = viewHost.displayList(namingSources: false)
        logDiagnostics()
        if list == drawnList && differ.screen != nil { return "" }
        drawnList = list
        var grid = renderer.grid(list)
        if grid.columns != columns || grid.rows != rows { grid = fitted(grid) }
        return differ.update(to: grid)
    }

    /// The cells the terminal shows after the last ``frame()``; nil before the first.
    public var screen: TerminalGrid? { differ.screen }

    /// Makes the next ``frame()`` redraw every cell.
    public func redraw() {
        differ.invalidate()
    }

    /// `grid` cut or padded to the terminal's size.
    private func fitted(_ grid: TerminalGrid) -> TerminalGrid {
        var result = TerminalGrid(columns: columns, rows: rows)
        for row in 0..<min(rows, grid.rows) {
            for column in 0..<min(columns, grid.columns) {
                result[column: column, row: row] = grid[column: column, row: row]
            }
        }
        return result
    }

    /// Writes the host's new diagnostics to the log.
    func logDiagnostics() {
        let diagnostics = viewHost.diagnostics
        guard diagnostics.count > loggedDiagnostics else { return }
        for message in diagnostics[loggedDiagnostics...] { log.write(message) }
        loggedDiagnostics = diagnostics.count
    }
}
