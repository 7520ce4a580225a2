import XCTest
import Arrange

/// Gestures written as SwiftUI code in the Swift 6 language mode: a drag-to-dismiss popup with
/// `@GestureState`, `updating`, `onEnded` and `predictedEndTranslation`, a long press composed
/// with a drag, and the view modifiers (see `IsolationTests` for why each synchronous test
/// enters the main actor).

/// A card that follows the finger downwards and is dismissed when the drag is predicted to end
/// more than 100 points down (the pattern of Apple's "Composing SwiftUI gestures" article).
struct DismissiblePopup: View {
    @State private var isPresented = true
    @State private var dismissals = 0
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            Color.gray.opacity(0.3)
            if isPresented {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.white)
                    .frame(width: 200, height: 120)
                    .id("popup")
                    .offset(y: max(dragOffset.height, 0))
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, transaction in
                                state = value.translation
                                transaction.isContinuous = true
                            }
                            .onEnded { value in
                                if value.predictedEndTranslation.height > 100 {
                                    withAnimation(.easeOut) { isPresented = false }
                                }
                            }
                    )
            } else {
                Button("Show") { isPresented = true }.id("show")
            }
        }
    }
}

/// A long press that arms a drag, as Apple's `SequenceGesture` documentation composes them, and
/// the other gesture modifiers as apps write them.
struct DraggableAfterLongPress: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)
    }

    @GestureState private var dragState = DragState.inactive
    @State private var position = CGSize.zero
    @State private var taps = 0

    var body: some View {
        let longPressDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                position.width += drag.translation.width
                position.height += drag.translation.height
            }
        return Circle()
            .fill(Color.blue)
            .frame(width: 60, height: 60)
            .id("circle")
            .offset(position)
            .gesture(longPressDrag)
            .simultaneousGesture(TapGesture(count: 2).onEnded { taps += 1 })
            .highPriorityGesture(MagnifyGesture().onChanged { _ in }, including: .all)
            .simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(5)).map(\.rotation).onEnded { _ in })
            .onTapGesture(count: 1, coordinateSpace: .global) { _ in }
            .onLongPressGesture(minimumDuration: 2, maximumDistance: 5) {} onPressingChanged: { _ in }
            .gesture(TapGesture(count: 3).onEnded { taps = 0 }, isEnabled: taps > 0)
            .contentShape(Circle())
    }
}

final class GestureTests: XCTestCase {
    func testDragToDismiss() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DismissiblePopup(), size: CGSize(width: 400, height: 400))
            // The 200 × 120 card is centred: y 140...260.
            XCTAssertEqual(host.frame(of: "popup")?.minY, 140)
            host.pointerDown(at: CGPoint(x: 200, y: 200))
            host.advance(by: 0.1)
            host.pointerMove(to: CGPoint(x: 200, y: 230))
            XCTAssertEqual(host.frame(of: "popup")?.minY, 170)   // 30 points down
            // A slow release: 30 points in 0.1 s is 300 points/s; 30 + 300 × 0.499 > 100.
            host.pointerUp(at: CGPoint(x: 200, y: 230))
            host.advance(by: 1)
            XCTAssertNil(host.frame(of: "popup"))
            XCTAssertNotNil(host.frame(of: "show"))
        }
    }

    func testASmallSlowDragSnapsBack() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DismissiblePopup(), size: CGSize(width: 400, height: 400))
            host.pointerDown(at: CGPoint(x: 200, y: 200))
            host.advance(by: 1)
            host.pointerMove(to: CGPoint(x: 200, y: 220))   // 20 points/s: 20 + 20 × 0.499 < 100
            host.pointerUp(at: CGPoint(x: 200, y: 220))
            XCTAssertEqual(host.frame(of: "popup")?.minY, 140)
        }
    }

    func testLongPressThenDragMovesTheCircle() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DraggableAfterLongPress(), size: CGSize(width: 300, height: 300))
            // The 60 × 60 circle is centred: 120...180.
            host.pointerDown(at: CGPoint(x: 150, y: 150))
            host.advance(by: 0.5)
            host.pointerMove(to: CGPoint(x: 150, y: 200))
            host.pointerUp(at: CGPoint(x: 150, y: 200))
            XCTAssertEqual(host.frame(of: "circle")?.minY, 170)   // moved 50 down
        }
    }
}
