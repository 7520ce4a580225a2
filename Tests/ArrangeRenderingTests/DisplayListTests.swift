import XCTest
@testable import Arrange

/// Display list dumps of small views; the expected text follows from the views' frames.
final class DisplayListTests: XCTestCase {
    func testColorFillsItsFrame() {
        let list = displayList(Color.red.frame(width: 20, height: 10), width: 20, height: 10)
        XCTAssertEqual(list.description, """
            DisplayList 20×10
            fill #FF3B30 M0 0H20V10H0Z  Color red
            """)
    }

    func testRootIsCentredInTheCanvas() {
        // A 20×10 colour in a 40×30 hosting view sits at (10, 10).
        let list = displayList(Color.blue.frame(width: 20, height: 10), width: 40, height: 30)
        XCTAssertEqual(list.description, """
            DisplayList 40×30
            fill #007AFF M10 10H30V20H10Z  Color blue
            """)
    }

    func testChildrenPaintInOrderWithDividerInSeparatorColour() {
        // 10 + divider (1 pixel) + 10 across; the divider takes the stack's height.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Divider()
            Color.blue.frame(width: 10, height: 10)
        }
        XCTAssertEqual(displayList(view, width: 21, height: 10).description, """
            DisplayList 21×10
            fill #FF3B30 M0 0H10V10H0Z  Color red
            fill #3C3C43 0.29 M10 0H11V10H10Z  Divider
            fill #007AFF M11 0H21V10H11Z  Color blue
            """)
    }

    func testBackgroundPaintsBeforeAndOverlayAfterTheView() {
        let view = Color.red.frame(width: 10, height: 10)
            .background(Color.blue)
            .overlay(Circle().fill(Color.green).frame(width: 4, height: 4), alignment: .topLeading)
        XCTAssertEqual(displayList(view, width: 10, height: 10).description, """
            DisplayList 10×10
            fill #007AFF M0 0H10V10H0Z  Color blue
            fill #FF3B30 M0 0H10V10H0Z  Color red
            fill #34C759 M4 2C4 3.105 3.105 4 2 4C0.895 4 0 3.105 0 2C0 0.895 0.895 0 2 0C3.105 0 4 0.895 4 2Z  Circle fill green
            """)
    }

    func testHiddenViewsAndTheirContentDrawNothing() {
        let view = HStack(spacing: 0) {
            VStack(spacing: 0) { Color.red; Color.green }.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        XCTAssertEqual(displayList(view, width: 20, height: 10).description, """
            DisplayList 20×10
            fill #007AFF M10 0H20V10H10Z  Color blue
            """)
    }

    func testClearColourDrawsNothing() {
        XCTAssertEqual(displayList(Color.clear.frame(width: 10, height: 10), width: 10, height: 10).items, [])
    }

    func testUnfilledShapeUsesForegroundColourElseBlack() {
        XCTAssertEqual(displayList(Rectangle().frame(width: 20, height: 10), width: 20, height: 10).description, """
            DisplayList 20×10
            fill #000000 M0 0H20V10H0Z  Rectangle
            """)
        XCTAssertEqual(displayList(Rectangle().frame(width: 20, height: 10).foregroundColor(.blue), width: 20, height: 10).description, """
            DisplayList 20×10
            fill #007AFF M0 0H20V10H0Z  Rectangle fill blue
            """)
    }

    func testStrokeAndStrokeBorder() {
        let stroked = Rectangle().stroke(Color.black, lineWidth: 2).frame(width: 20, height: 10)
        XCTAssertEqual(displayList(stroked, width: 20, height: 10).description, """
            DisplayList 20×10
            stroke #000000 width 2 butt miter 10 M0 0H20V10H0Z  Rectangle
            """)
        // A border is a stroke inset by half its width: it stays inside the frame.
        let bordered = Color.yellow.frame(width: 20, height: 10).border(Color.red, width: 2)
        XCTAssertEqual(displayList(bordered, width: 20, height: 10).description, """
            DisplayList 20×10
            fill #FFCC00 M0 0H20V10H0Z  Color yellow
            stroke #FF3B30 width 2 butt miter 10 M1 1H19V9H1Z  Rectangle
            """)
    }

    func testStrokeStyleCapsAndJoins() {
        let view = Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel)).frame(width: 10, height: 10)
        XCTAssertEqual(displayList(view, width: 10, height: 10).description, """
            DisplayList 10×10
            stroke #007AFF width 3 round bevel M0 0H10V10H0Z  Rectangle
            """)
    }

    func testStrokeWithoutColourUsesForegroundColour() {
        let view = Circle().stroke(lineWidth: 2).frame(width: 10, height: 10).foregroundColor(.red)
        guard case .stroke(_, let color, _)? = displayList(view, width: 10, height: 10).items.first?.content else {
            return XCTFail("expected a stroke")
        }
        XCTAssertEqual(color, DisplayList.RGBA(Color.red))
    }

    func testItemsCarryIdentityAndNearestExplicitID() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("left")
            Color.blue.id("right").frame(width: 10, height: 10)
        }
        let list = displayList(view, width: 20, height: 10)
        XCTAssertEqual(list.items.map(\.identity.explicitID), [AnyHashable("left"), AnyHashable("right")])
        XCTAssertNotEqual(list.items[0].identity.structural, list.items[1].identity.structural)
        XCTAssertEqual(list.description, """
            DisplayList 20×10
            fill #FF3B30 M0 0H10V10H0Z  Color red id: "left"
            fill #007AFF M10 0H20V10H10Z  Color blue id: "right"
            """)
    }

    func testUnchosenViewThatFitsChildDrawsNothing() {
        let view = ViewThatFits {
            Color.red.frame(width: 100, height: 10)
            Color.green.frame(width: 10, height: 10)
        }
        XCTAssertEqual(displayList(view, width: 10, height: 10).description, """
            DisplayList 10×10
            fill #34C759 M0 0H10V10H0Z  Color green
            """)
    }

    func testScrollViewClipsItsContent() {
        let view = ScrollView(.vertical) {
            Color.red.frame(width: 10, height: 30)
        }.frame(width: 10, height: 10)
        XCTAssertEqual(displayList(view, width: 10, height: 10).description, """
            DisplayList 10×10
            clip M0 0H10V10H0Z  ScrollViewLayout
              fill #FF3B30 M0 0H10V30H0Z  Color red
            end clip  ScrollViewLayout
            """)
    }

    func testDescriptionIndentsNestedState() {
        let list = DisplayList(size: CGSize(width: 4, height: 4), items: [
            .init(.pushOpacity(0.5)),
            .init(.pushTransform(CGAffineTransform(translationX: 1, y: 2))),
            .init(.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .black, rule: .evenOdd)),
            .init(.popTransform),
            .init(.popOpacity),
        ])
        XCTAssertEqual(list.description, """
            DisplayList 4×4
            opacity 0.5
              transform 1 0 0 1 1 2
                fill evenodd #000000 M0 0H1V1H0Z
              end transform
            end opacity
            """)
    }

    func testDeepNestingBuildsWithoutRecursion() {
        var view: AnyView = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<2_000 { view = AnyView(view.padding(0)) }
        XCTAssertEqual(displayList(view, width: 10, height: 10).items.count, 1)
    }
}
