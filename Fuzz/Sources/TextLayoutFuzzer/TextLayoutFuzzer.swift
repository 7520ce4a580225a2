import Arrange
import FuzzSupport

/// Lays out one input as text: the first three bytes choose the width (0 to 255 points, or
/// unspecified), the line limit (none, or 1 to 4), the truncation mode and the layout direction;
/// the rest, decoded as UTF-8 (invalid bytes become U+FFFD), is the string: any Unicode,
/// bidirectional text, combining marks, emoji, control and escape characters. Shaping, wrapping
/// and truncation must give finite frames, and the SVG and terminal output must stay safe.
func textLayoutFuzzTarget(_ bytes: [UInt8]) {
    guard bytes.count >= 3 else { return }
    let widthByte = bytes[0], limitByte = bytes[1], flags = bytes[2]
    let string = String(decoding: bytes.dropFirst(3), as: UTF8.self)
    let width: CGFloat? = widthByte == 255 ? nil : CGFloat(widthByte)
    let lineLimit: Int? = limitByte % 5 == 0 ? nil : Int(limitByte % 5)
    let truncation: Text.TruncationMode = [.tail, .head, .middle][Int(flags % 3)]
    let direction: LayoutDirection = flags & 0x80 == 0 ? .leftToRight : .rightToLeft
    let font: Font = [.body, .caption, .largeTitle, .system(size: 3), .custom("DejaVu Sans Mono", size: 12)][Int((flags >> 2) % 5)]
    let view = Text(verbatim: string)
        .font(font)
        .lineLimit(lineLimit)
        .truncationMode(truncation)
        .environment(\.layoutDirection, direction)
    let context = "\(String(reflecting: string)) width \(String(describing: width)) lineLimit \(String(describing: lineLimit)) \(truncation) \(direction)"
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: width, height: nil))
    FuzzChecks.checkLayout(snapshot, context)
    let hosted = LayoutSnapshot(of: view.frame(width: width), in: CGSize(width: 256, height: 128))
    FuzzChecks.checkLayout(hosted, context)
    FuzzChecks.checkOutput(hosted, context)
}

#if FUZZING
/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func textLayoutFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    textLayoutFuzzTarget(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// Replays the files or directories given as arguments.
@main
enum TextLayoutFuzzerReplay {
    static func main() {
        FuzzChecks.replay(Array(CommandLine.arguments.dropFirst()), textLayoutFuzzTarget)
    }
}
#endif
