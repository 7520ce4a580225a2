import XCTest
import Arrange

// The iOS 17 and 18 layout additions written as apps write them, in the Swift 6 language mode
// (see `IsolationTests` for why each test enters the main actor). Hosts are an iPhone's
// 390 × 763 area (Docs/LayoutRules.md §11).

/// A carousel of cards, three to a screen width with 10 points between them, as Apple's
/// documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)` shows.
struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10.0) {
                ForEach(0..<10, id: \.self) { index in
                    Color.orange
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 10.0)
                        .id(index)
                }
            }
        }
    }
}

/// A view half the container's width, with the closure form.
struct HalfWidth: View {
    var body: some View {
        Color.purple
            .containerRelativeFrame(.horizontal) { length, axis in
                axis == .horizontal ? length / 2 : length
            }
            .frame(height: 40)
            .id("half")
    }
}

/// Mirrors a label's width into a bar, with the iOS 18 form of `onGeometryChange`.
struct WidthMirror: View {
    @State private var width: CGFloat = 0
    @State private var changes = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(width: 140, height: 20)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { oldValue, newValue in
                    width = newValue
                    changes += 1
                }
            Color.blue.frame(width: width, height: 10).id("bar")
            Color.gray.frame(width: CGFloat(changes), height: 10).id("changes")
        }
    }
}

/// Reads its position in the enclosing scroll view and in a named stack, with the one-value
/// form of `onGeometryChange`.
struct PositionReader: View {
    @State private var inScroll: CGRect = .zero
    @State private var inStack: CGRect = .zero

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 30)
                    Color.yellow.frame(width: 20, height: 20)
                        .onGeometryChange(for: CGRect.self) { proxy in
                            proxy.frame(in: .scrollView)
                        } action: { newValue in
                            inScroll = newValue
                        }
                        .onGeometryChange(for: CGRect.self) { proxy in
                            proxy.bounds(of: .named("stack")) ?? .zero
                        } action: { newValue in
                            inStack = newValue
                        }
                }
            }
            .frame(height: 200)
            Color.clear.frame(width: inScroll.minY, height: 1).id("scrollY")
            Color.clear.frame(width: -inStack.minY, height: 1).id("stackY")
        }
        .coordinateSpace(.named("stack"))
    }
}

/// Apple's `visualEffect(_:)` example: the view drawn offset by its own size.
struct OffsetByOwnSize: View {
    var body: some View {
        Color.red.frame(width: 60, height: 40)
            .visualEffect { content, geometryProxy in
                content.offset(geometryProxy.size)
            }
            .id("moved")
    }
}

/// A row faded and scaled by its distance from the top, as `VisualEffect`'s overview shows.
struct FadingRow: View {
    var body: some View {
        Color.mint.frame(width: 100, height: 50)
            .visualEffect { content, proxy in
                content
                    .scaleEffect(x: 1, y: 1, anchor: .center)
                    .rotationEffect(.zero)
                    .opacity(proxy.frame(in: .global).minY > 300 ? 0.5 : 1)
            }
            .id("row")
    }
}

/// An iPhone's hosting area.
private let phone = CGSize(width: 390, height: 763)

final class LayoutAdditionsTests: XCTestCase {
    /// Each card is (390 - 10 × 2) / 3 = 123.33 wide (Apple's count/span formula) and, at 3 : 2,
    /// 82.22 tall; the second starts a card and a spacing in.
    func testCarouselCardsAreAThirdOfTheScrollView() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: Carousel(), in: phone)
            let card = (390 - 20) / 3 as CGFloat
            XCTAssertEqual(snapshot.frame(of: 0)?.width ?? 0, card, accuracy: 1e-9)
            XCTAssertEqual(snapshot.frame(of: 0)?.height ?? 0, card * 2 / 3, accuracy: 1e-9)
            XCTAssertEqual(snapshot.frame(of: 1)?.minX ?? 0, card + 10, accuracy: 1e-9)
        }
    }

    /// Half of the 390-point screen is 195; the height comes from the outer frame.
    func testClosureFormHalvesTheScreen() {
        MainActor.assumeIsolated {
            XCTAssertEqual(LayoutSnapshot(of: HalfWidth(), in: phone).frame(of: "half")?.size, CGSize(width: 195, height: 40))
        }
    }

    /// The action runs once with the first value (140), which the bar takes; nothing changes
    /// after that.
    func testGeometryChangeMirrorsTheWidth() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: WidthMirror(), size: phone)
            XCTAssertEqual(host.frame(of: "bar")?.width, 140)
            XCTAssertEqual(host.frame(of: "changes")?.width, 1)
        }
    }

    /// The square is 30 points below the top of the scroll view's visible area; the named
    /// stack (the 200-point scroll view and the two 1-point rows) starts 30 points above it.
    func testScrollViewAndNamedSpaces() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: PositionReader(), size: phone)
            XCTAssertEqual(host.frame(of: "scrollY")?.width, 30)
            XCTAssertEqual(host.frame(of: "stackY")?.width, 30)
        }
    }

    /// "Visual effects don't affect layout": the frame is where layout put it, centred at
    /// ((390 - 60) / 2, (763 - 40) / 2); what is drawn is moved by (60, 40).
    func testVisualEffectMovesOnlyTheDrawing() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: OffsetByOwnSize(), in: phone)
            XCTAssertEqual(snapshot.frame(of: "moved"), CGRect(x: 165, y: 361.5, width: 60, height: 40))
            let drawn = snapshot.displayList.items.filter { $0.identity.explicitID == AnyHashable("moved") }.map(\.content)
            XCTAssertEqual(drawn.first, .pushTransform(CGAffineTransform(translationX: 60, y: 40)))
        }
    }

    /// The row's top is at (763 - 50) / 2 = 356.5, below 300: drawn at half opacity.
    func testVisualEffectReadsTheProxy() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: FadingRow(), in: phone)
            let drawn = snapshot.displayList.items.filter { $0.identity.explicitID == AnyHashable("row") }.map(\.content)
            XCTAssertEqual(drawn.first, .pushOpacity(0.5))
        }
    }
}
