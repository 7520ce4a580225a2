import Foundation
import XCTest
import Arrange

/// Screens written as SwiftUI tutorials and component packages write them (the files beside this
/// one), checked for frames, for pictures at chosen times and for their accessibility tree. Swift 6
/// language mode: each test enters the main actor (XCTest on Linux cannot run main-actor test
/// methods; see Docs/Differences.md, "Concurrency").
final class TutorialAppsTests: XCTestCase {
    static let blue = Color(red: 0, green: 0, blue: 1)

    // MARK: Meeting timer

    /// In a 300-point-wide host the header is padded 16 on each side and the style pads the bar
    /// 16 more: the standard bar is 300 − 4 × 16 = 236 wide, 4 tall (the linear style's track,
    /// Docs/Differences.md, "Styles: progress, group box, labeled content, button roles"), from
    /// x = 32. The remaining-time label ends at the trailing padding (300 − 16 = 284), its icon
    /// after its title (`TrailingIconLabelStyle`).
    func testMeetingHeaderFrames() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: MeetingHeaderView(secondsElapsed: 60, secondsRemaining: 540, theme: Self.blue),
                                size: CGSize(width: 300, height: 200))
            let bar = host.frame(of: "bar")
            XCTAssertEqual(bar?.minX, 32)
            XCTAssertEqual(bar?.width, 236)
            XCTAssertEqual(bar?.height, 4)
            let title = host.frame(of: "trailing title"), icon = host.frame(of: "trailing icon")
            XCTAssertEqual(icon?.maxX, 284)
            XCTAssertGreaterThan(icon?.minX ?? 0, title?.maxX ?? .infinity)
        }
    }

    /// The header is one accessibility element (children ignored) labelled "Time remaining" with
    /// the value in minutes (540 s: 9), read first; the ring's name and "is speaking" are combined
    /// into one element after it (`accessibilityElement(children: .combine)`).
    func testMeetingAccessibilityTree() {
        MainActor.assumeIsolated {
            let speakers = [Speaker(id: 1, name: "Ann", isCompleted: true), Speaker(id: 2, name: "Bob", isCompleted: false)]
            let host = ViewHost(rootView: MeetingView(speakers: speakers, theme: Self.blue), size: CGSize(width: 390, height: 844))
            let elements = host.accessibilityElements
            XCTAssertEqual(elements.first?.label, "Time remaining")
            XCTAssertEqual(elements.first?.value, "9 minutes")
            XCTAssertFalse(elements.contains { $0.label == "Seconds Elapsed" }, "the header's children are ignored")
            XCTAssertTrue(elements.dropFirst().contains { $0.label.contains("Bob") && $0.label.contains("is speaking") }, "\(elements)")
        }
    }

    /// The ring in a 200 × 200 host: padded 16 on each side, the circle is 168 across about
    /// (100, 100), its border the annulus from radius 60 to 84 in the foreground (black). A
    /// speaker's arc has radius (168 − 24) / 2 = 72 and a 12-point stroke (66 to 78). The first of
    /// three speakers spans 1°…120°, turned −90°: −89°…30°, with angles growing clockwise on a
    /// y-down screen (Apple's documentation of `addArc`). So at 0° (172, 100) and −45°
    /// (150.9, 49.1) the ring is blue; at 180° (28, 100) and 90° (100, 172), outside the arc, it is
    /// the black border; inside the ring below the name (100, 150) the page is white.
    func testMeetingRingPicture() throws {
        try MainActor.assumeIsolated {
            let speakers = [Speaker(id: 1, name: "Ann", isCompleted: true), Speaker(id: 2, name: "Bob", isCompleted: false),
                            Speaker(id: 3, name: "Cid", isCompleted: false)]
            let host = ViewHost(rootView: MeetingTimerView(speakers: speakers, theme: Self.blue), size: CGSize(width: 200, height: 200))
            let picture = try Picture(of: host)
            XCTAssertEqual(picture[172, 100], [0, 0, 255])
            XCTAssertEqual(picture[150, 49], [0, 0, 255])
            XCTAssertEqual(picture[28, 100], [0, 0, 0])
            XCTAssertEqual(picture[100, 172], [0, 0, 0])
            XCTAssertEqual(picture[100, 150], [255, 255, 255])
        }
    }

    // MARK: Landmarks

    /// Three landmarks, two favourites; the favourites filter leaves two rows, and the detail's
    /// button edits the shared `@Observable` model, which the list then shows. The star's colour
    /// comes from the catalog's "Favorite" colour set (0xFF 0xCC 0x00).
    func testLandmarksListAndDetail() {
        MainActor.assumeIsolated {
            let model = ModelData()
            let host = ViewHost(rootView: LandmarkList().environment(model), size: CGSize(width: 390, height: 600))
            XCTAssertNotNil(host.frame(of: 1002))
            XCTAssertNotNil(host.frame(of: "star 1001"))
            XCTAssertNil(host.frame(of: "star 1002"))
            // The switch is the toggle's trailing 51 points, inside the 16-point padding.
            let filter = try! XCTUnwrap(host.frame(of: "filter"))
            let switchCentre = CGPoint(x: filter.maxX - 16 - 25, y: filter.midY)
            XCTAssertTrue(host.tap(at: switchCentre))
            XCTAssertNil(host.frame(of: 1002), "not a favourite: filtered out")
            XCTAssertNotNil(host.frame(of: 1003))
            XCTAssertTrue(host.tap(at: switchCentre))
            XCTAssertTrue(host.tap(on: 1002))
            XCTAssertNotNil(host.frame(of: "favorite"), "the detail is shown")
            XCTAssertTrue(host.tap(on: "favorite"))
            XCTAssertTrue(model.landmarks[1].isFavorite)
            XCTAssertTrue(host.tap(on: "back"))
            XCTAssertNotNil(host.frame(of: "star 1002"), "the list reads the edited model")
            XCTAssertTrue(host.displayList.items.contains { item in
                // The star symbol is its icon, a glyph run of the symbol font in the foreground
                // style (Docs/Differences.md, "Symbol images").
                if case .glyphs(let run) = item.content { return run.string == "★" && run.color == DisplayList.RGBA(red: 1, green: 0xCC / 255, blue: 0) }
                return false
            }, "a star in the catalog's colour")
        }
    }

    // MARK: Popup

    /// The panel follows a drag down (translation = location − start location, Apple's
    /// documentation of `DragGesture.Value`), springs back when let go at 30 points (the
    /// `@GestureState` resets when the gesture ends), and is dismissed when let go past 100.
    func testPopupDismissedByDrag() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: PopupPage(), size: CGSize(width: 300, height: 400))
            let resting = try! XCTUnwrap(host.frame(of: "panel"))
            XCTAssertTrue(host.pointerDown(at: CGPoint(x: 150, y: 340)))
            host.pointerMove(to: CGPoint(x: 150, y: 355))
            host.pointerMove(to: CGPoint(x: 150, y: 370))
            XCTAssertEqual(host.frame(of: "panel")?.minY, resting.minY + 30)
            _ = host.pointerUp(at: CGPoint(x: 150, y: 370))
            XCTAssertEqual(host.frame(of: "panel"), resting, "the gesture state reset: back in place")
            XCTAssertTrue(host.pointerDown(at: CGPoint(x: 150, y: 290)))
            host.pointerMove(to: CGPoint(x: 150, y: 340))
            host.pointerMove(to: CGPoint(x: 150, y: 395))
            _ = host.pointerUp(at: CGPoint(x: 150, y: 395))
            XCTAssertNil(host.frame(of: "panel"), "dragged 105 points: dismissed")
            XCTAssertFalse(host.accessibilityElements.contains { $0.label == "Saved to Photos" })
        }
    }

    // MARK: Shimmer

    /// The card's bars are grey (`Color.gray` is iOS's systemGray, 142 142 147 in light mode: Apple's
    /// Human Interface Guidelines, "Color", system colours). The band is half the card wide (80) and its leading edge at −80 + phase × 240; the
    /// phase runs linearly from 0 to 1 in 1.5 s and starts again (`repeatForever(autoreverses:
    /// false)`). At 0 s the band is off the card: grey at (79, 10). At 0.75 s (phase 0.5) it spans
    /// 40…120, its middle (80) 60 % white: 0.6 × 255 + 0.4 × (142, 142, 147) = (209.8, 209.8,
    /// 211.8) — sampled at x = 79.5, 0.6 × 79.5 / 80 ≈ 0.596: ±2. Between the bars (y = 24) the mask
    /// hides the band: the white page. At 2.25 s, one cycle later, the same.
    func testShimmerPicturesAtChosenTimes() throws {
        try MainActor.assumeIsolated {
            let host = ViewHost(rootView: LoadingCard(), size: CGSize(width: 160, height: 48))
            XCTAssertEqual(try Picture(of: host)[79, 10], [142, 142, 147])
            for time in [0.75, 1.5] {
                host.advance(by: time)
                let picture = try Picture(of: host)
                let middle = picture[79, 10]
                for (channel, expected) in zip(middle, [209.8, 209.8, 211.8]) {
                    XCTAssertEqual(Double(channel), expected, accuracy: 2, "\(middle) at \(time)")
                }
                XCTAssertEqual(picture[79, 24], [255, 255, 255])
            }
        }
    }

    // MARK: Activity indicator

    /// Each capsule i is black at opacity 1 from `onAppear`, then animates to 0.3 with
    /// easeInOut(duration: 1) after i/16 s, back and forth (`repeatForever(autoreverses: true)`).
    /// At t = 0.5 s capsule i shows 1 − 0.7 × easeInOut(0.5 − i/16) (1 while still delayed), so
    /// on white its middle pixel is 255 × (1 − opacity). Capsule i sits 14 points from the centre
    /// at i × 45° clockwise from the top.
    func testIndicatorCapsulesAtHalfASecond() throws {
        try MainActor.assumeIsolated {
            let host = ViewHost(rootView: CapsuleIndicator(), size: CGSize(width: 40, height: 40))
            host.advance(by: 0.5)
            let picture = try Picture(of: host)
            var seen: [Double] = []
            for index in 0..<CapsuleIndicator.count {
                let local = 0.5 - Double(index) / 16
                let opacity = local <= 0 ? 1 : 1 - 0.7 * easeInOutProgress(local)
                let angle = Double(index) * 45 * .pi / 180
                let x = Int((20 + 14 * sin(angle)).rounded(.down)), y = Int((20 - 14 * cos(angle)).rounded(.down))
                let value = Double(picture[x, y][0])
                XCTAssertEqual(value, 255 * (1 - opacity), accuracy: 4, "capsule \(index) at (\(x), \(y))")
                seen.append(value)
            }
            XCTAssertEqual(Set(seen.map { Int($0 / 8) }).count > 4, true, "the capsules differ: each has its own delay")
        }
    }
}
