@testable import ArrangeWeb
import Arrange
import XCTest

/// Display lists as commands of the live protocol (Docs/Web.md, "Protocol"): patches of the
/// changed range, definitions sent once.
final class WebFrameEncoderTests: XCTestCase {
    func testFirstFrameThenOnlyTheChangedRange() throws {
        // Three fills; then the middle one changes colour: the patch keeps one command on each
        // side and carries one.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        func list(_ middle: DisplayList.RGBA) -> DisplayList {
            DisplayList(size: CGSize(width: 30, height: 10), items: [
                .init(.fill(square, color: .black, rule: .nonZero)),
                .init(.fill(square, color: middle, rule: .nonZero)),
                .init(.fill(square, color: .black, rule: .evenOdd)),
            ])
        }
        var encoder = WebFrameEncoder()
        let red = DisplayList.RGBA(red: 1, green: 0, blue: 0)
        XCTAssertEqual(encoder.encode(list(red)),
                       ##"{"t":"frame","w":30,"h":10,"keep":[0,0],"items":[["f","M0 0H10V10H0Z","#000000FF",0],["f","M0 0H10V10H0Z","#FF0000FF",0],["f","M0 0H10V10H0Z","#000000FF",1]]}"##)
        XCTAssertNil(encoder.encode(list(red)), "nothing changed: nothing to send")
        let blue = DisplayList.RGBA(red: 0, green: 0, blue: 1, opacity: 0.5)
        XCTAssertEqual(encoder.encode(list(blue)),
                       ##"{"t":"frame","w":30,"h":10,"keep":[1,1],"items":[["f","M0 0H10V10H0Z","#0000FF80",0]]}"##)
    }

    func testResizeAloneIsSent() throws {
        var encoder = WebFrameEncoder()
        XCTAssertNotNil(encoder.encode(DisplayList(size: CGSize(width: 10, height: 10))))
        XCTAssertEqual(encoder.encode(DisplayList(size: CGSize(width: 20, height: 10))), #"{"t":"frame","w":20,"h":10,"keep":[0,0],"items":[]}"#)
    }

    func testItemsThatDrawNothingAreLeftOut() {
        // A path with a NaN coordinate draws nothing in the other renderers (DisplayList docs).
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1, y: 1))
        var encoder = WebFrameEncoder()
        XCTAssertEqual(encoder.encode(DisplayList(size: CGSize(width: 5, height: 5), items: [.init(.fill(path, color: .black, rule: .nonZero))])),
                       #"{"t":"frame","w":5,"h":5,"keep":[0,0],"items":[]}"#)
    }

    func testGroupsAndGradients() {
        var encoder = WebFrameEncoder()
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        let gradient = DisplayList.Gradient(kind: .linear(start: .zero, end: CGPoint(x: 4, y: 0)),
                                            stops: [.init(color: .black, location: 0), .init(color: DisplayList.RGBA(red: 1, green: 1, blue: 1), location: 1)])
        let message = encoder.encode(DisplayList(size: CGSize(width: 4, height: 4), items: [
            .init(.pushOpacity(0.5)), .init(.pushTransform(CGAffineTransform(translationX: 1, y: 2))),
            .init(.fillGradient(square, gradient: gradient, rule: .nonZero)),
            .init(.popTransform), .init(.popOpacity),
        ]))
        XCTAssertEqual(message, #"{"t":"frame","w":4,"h":4,"keep":[0,0],"items":[["o",0.5],["x",1,0,0,1,1,2],"#
                       + ##"["g","M0 0H4V4H0Z",0,["l",0,0,4,0,[0,"#000000FF",1,"#FFFFFFFF"]]],["X"],["O"]]}"##)
    }
}
