import Arrange
import ArrangeTreeText
import FuzzSupport

/// Parses one input as a view tree description. A malformed one must give a `ParseError` with a
/// message and a position inside the text; a well-formed one must print and parse back to the
/// same description, and lay out (at several proposals, left-to-right and right-to-left) with
/// finite frames, complete diagnostics and safe SVG and terminal output.
func treeTextFuzzTarget(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let tree: ViewTreeDescription
    do {
        tree = try ViewTreeDescription(parsing: text)
    } catch {
        // Lines are counted by line feeds, in Unicode scalars ("\r\n" is one Swift Character).
        let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
        guard !error.message.isEmpty, error.line >= 1, error.line <= lines, error.column >= 1 else {
            FuzzChecks.fail("bad parse error \(error) for \(String(reflecting: text))")
        }
        return
    }
    let printed = tree.description
    guard let reparsed = try? ViewTreeDescription(parsing: printed), reparsed == tree else {
        FuzzChecks.fail("\(String(reflecting: printed)) does not parse back to the same description")
    }
    let view = tree.makeView()
    for proposal in [ProposedViewSize(width: 320, height: 240), .unspecified, .zero, ProposedViewSize(width: .infinity, height: 50)] {
        let snapshot = LayoutSnapshot(of: view, proposal: proposal)
        FuzzChecks.checkLayout(snapshot, "\(printed) proposed \(proposal)")
    }
    let hosted = LayoutSnapshot(of: tree.makeView(erasingLayouts: true).environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 200, height: 120))
    FuzzChecks.checkLayout(hosted, "\(printed) right-to-left in 200×120")
    FuzzChecks.checkOutput(hosted, printed)
}

#if FUZZING
/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func treeTextFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    treeTextFuzzTarget(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// Replays the files or directories given as arguments.
@main
enum TreeTextFuzzerReplay {
    static func main() {
        FuzzChecks.replay(Array(CommandLine.arguments.dropFirst()), treeTextFuzzTarget)
    }
}
#endif
