import XCTest
@testable import Arrange

/// Combined gestures. Apple's documentation: `SequenceGesture` — "the second gesture only
/// receiving events after the first gesture succeeds"; `SimultaneousGesture` — both "can
/// receive updates or succeed independently"; `ExclusiveGesture` — "only one of them can
/// succeed", the first having precedence; `map` transforms the value. Timing rules:
/// Docs/Differences.md, "Gestures".
final class GestureCompositionTests: XCTestCase {
    /// In the 200 × 200 host, the 100 × 100 square spans 50...150 on both axes.
    private func square<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    func testExclusiveGivesTheFirstGesturePrecedence() {
        var ends: [String] = []
        let gesture = TapGesture(count: 2).exclusively(before: TapGesture(count: 1)).onEnded { value in
            switch value {
            case .first: ends.append("double")
            case .second: ends.append("single")
            }
        }
        let host = makeHost(square(gesture))
        host.tap(at: CGPoint(x: 100, y: 100))   // tap 1 of a sequence: only the single tap succeeds
        host.tap(at: CGPoint(x: 100, y: 100))   // tap 2: both succeed at once, the first wins
        XCTAssertEqual(ends, ["single", "double"])
    }

    func testExclusiveLetsTheSecondWinWhenTheFirstFails() {
        var ends: [String] = []
        let gesture = LongPressGesture().exclusively(before: DragGesture()).onEnded { value in
            if case .second(let drag) = value { ends.append("drag \(Int(drag.translation.width))") } else { ends.append("long press") }
        }
        let host = makeHost(square(gesture))
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        host.pointerMove(to: CGPoint(x: 100, y: 100))   // 40 points: the long press fails, the drag succeeds
        host.pointerUp(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(ends, ["drag 40"])
    }

    func testSimultaneousReportsBothValues() {
        var values: [SimultaneousGesture<LongPressGesture, DragGesture>.Value] = []
        let host = makeHost(square(LongPressGesture(minimumDuration: 1).simultaneously(with: DragGesture(minimumDistance: 0))
            .onChanged { values.append($0) }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        // At once: the long press is pressing (true) and the drag has moved 0.
        XCTAssertEqual(values.last?.first, true)
        XCTAssertEqual(values.last?.second?.translation, .zero)
        host.pointerMove(to: CGPoint(x: 105, y: 100))
        XCTAssertEqual(values.last?.first, true)
        XCTAssertEqual(values.last?.second?.translation, CGSize(width: 5, height: 0))
        host.pointerUp(at: CGPoint(x: 105, y: 100))
    }

    func testASequenceStartsTheSecondGestureWhenTheFirstEnds() {
        var changes: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        var ends: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let host = makeHost(square(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { changes.append($0) }.onEnded { ends.append($0) }))
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        XCTAssertEqual(changes.last, .first(true))
        host.advance(by: 0.5)
        // The long press ended; the drag started where the pointer is, at once (distance 0).
        guard case .second(true, let drag?)? = changes.last else { return XCTFail("\(String(describing: changes.last))") }
        XCTAssertEqual(drag.startLocation, CGPoint(x: 10, y: 10))
        host.advance(by: 0.5)
        host.pointerMove(to: CGPoint(x: 90, y: 100))
        host.pointerUp(at: CGPoint(x: 90, y: 100))
        guard case .second(true, let last?)? = ends.last else { return XCTFail("\(ends)") }
        XCTAssertEqual(last.translation, CGSize(width: 30, height: 40))
        // 50 points in the 0.5 s since the drag's first sample.
        XCTAssertEqual(last.velocity.width, 60, accuracy: 1e-9)
        XCTAssertEqual(last.velocity.height, 80, accuracy: 1e-9)
    }

    func testASequenceFailsWhenItsFirstGestureFails() {
        var changes = 0, ends = 0
        let host = makeHost(square(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { _ in changes += 1 }.onEnded { _ in ends += 1 }))
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerMove(to: CGPoint(x: 90, y: 60))   // before 0.5 s, 30 points: the long press fails
        host.advance(by: 1)
        host.pointerUp(at: CGPoint(x: 90, y: 60))
        XCTAssertEqual(changes, 1)   // only .first(true), at the press
        XCTAssertEqual(ends, 0)
    }

    func testMapTransformsTheValue() {
        var widths: [CGFloat] = []
        let host = makeHost(square(DragGesture().map { $0.translation.width * 2 }.onEnded { widths.append($0) }))
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        host.pointerMove(to: CGPoint(x: 85, y: 100))
        host.pointerUp(at: CGPoint(x: 85, y: 100))
        XCTAssertEqual(widths, [50])
    }

    func testACustomGestureUsesItsBody() {
        struct HorizontalDrag: Gesture {
            var body: some Gesture<CGFloat> {
                DragGesture(minimumDistance: 5).map { $0.translation.width }
            }
        }
        var widths: [CGFloat] = []
        let host = makeHost(square(HorizontalDrag().onEnded { widths.append($0) }))
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        host.pointerMove(to: CGPoint(x: 67, y: 100))
        host.pointerUp(at: CGPoint(x: 67, y: 100))
        XCTAssertEqual(widths, [7])
        let erased = AnyGesture(HorizontalDrag())
        let erasedHost = makeHost(square(erased.onEnded { widths.append($0) }))
        erasedHost.pointerDown(at: CGPoint(x: 60, y: 100))
        erasedHost.pointerMove(to: CGPoint(x: 52, y: 100))
        erasedHost.pointerUp(at: CGPoint(x: 52, y: 100))
        XCTAssertEqual(widths, [7, -8])
    }
}
