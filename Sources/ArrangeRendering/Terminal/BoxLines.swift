/// The arms of a box-drawing character: which neighbouring cells its line reaches.
///
/// Lines that meet in a cell merge by uniting their arms, so a horizontal line crossing a
/// vertical one becomes `┼` and a line ending on another's side becomes `├`, `┤`, `┬` or `┴`.
struct BoxLines: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let up = BoxLines(rawValue: 1)
    static let down = BoxLines(rawValue: 2)
    static let left = BoxLines(rawValue: 4)
    static let right = BoxLines(rawValue: 8)
    /// The corner is drawn rounded (`╭ ╮ ╯ ╰`): set while every line meeting here is rounded.
    static let rounded = BoxLines(rawValue: 16)

    /// The arms without the rounded flag.
    var arms: BoxLines { subtracting(.rounded) }

    /// The light box-drawing character for these arms, or nil when there are none. A lone arm
    /// draws as the whole line through the cell.
    var character: Character? {
        let round = contains(.rounded)
        switch arms {
        case []: return nil
        case .left, .right, [.left, .right]: return "─"
        case .up, .down, [.up, .down]: return "│"
        case [.down, .right]: return round ? "╭" : "┌"
        case [.down, .left]: return round ? "╮" : "┐"
        case [.up, .right]: return round ? "╰" : "└"
        case [.up, .left]: return round ? "╯" : "┘"
        case [.up, .down, .right]: return "├"
        case [.up, .down, .left]: return "┤"
        case [.left, .right, .down]: return "┬"
        case [.left, .right, .up]: return "┴"
        default: return "┼"
        }
    }

    /// These lines merged with `other`'s: arms united, rounded only when both are (or one side
    /// has no arms yet).
    func merged(with other: BoxLines) -> BoxLines {
        var result = arms.union(other.arms)
        let round = (arms.isEmpty || contains(.rounded)) && (other.arms.isEmpty || other.contains(.rounded))
        if round && !result.isEmpty { result.insert(.rounded) }
        return result
    }
}
