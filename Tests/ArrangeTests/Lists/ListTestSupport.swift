import XCTest
@testable import Arrange

// Lists are measured with box metrics at 10 pt (a character 5 pt wide, a line 10 pt tall), as
// the controls' tests are (ControlTestSupport.swift), so expected frames are arithmetic on the
// list metrics (ListMetrics, Docs/Differences.md "Lists and forms"):
// - rows: at least 44 tall (HIG minimum hit target), content inset 6 above and below and
//   centred vertically: a 10-point line sits 6 + (44 − 12 − 10) / 2 = 17 below the row's top;
// - layout margin: 16 below a width of 414, 20 from 414 up (UIKit's system minimum margins);
// - inset grouped: rows inset by the margin, content 20 inside the card; grouped styles add
//   35 before a section without header and after the last section.

/// `view` laid out at 10 pt box metrics in `width` × `height`.
func listSnapshot<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 800) -> LayoutSnapshot {
    controlSnapshot(view, width: width, height: height)
}

/// The offset of a 10-point line of text from its row's top in a 44-point row.
let textOffsetInRow: CGFloat = 6 + (44 - 12 - 10) / 2

/// A reference type for bindings tests write through.
final class ListBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
