import XCTest
import Arrange
import ArrangeRendering
@testable import AppSupport
@testable import LayoutSwitcherApp
@testable import PetsApp
@testable import RadialApp

/// The animated SVG writer and each app's `--animate`: frames in sequence as `<g display="none">`
/// groups, each shown in its time slot by a discrete, looping SMIL `<animate>` (SVG 1.1 §19.2.9,
/// `calcMode="discrete"` with `keyTimes`), identical consecutive frames merged.
final class SVGAnimationRecorderTests: XCTestCase {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }.id("button")
        }
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testFramesAreMergedAndShownInSequence() {
        let host = ViewHost(rootView: Counter(), size: CGSize(width: 120, height: 40))
        let recorder = SVGAnimationRecorder(duration: 0.2, holdDuration: 1)
        let frames = recorder.frames(of: host, changes: [{ _ = host.tap(on: "button") }, { _ = host.tap(on: "button") }])
        // Nothing moves between the changes, so each change adds one frame.
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(frames[0].duration, 1 + 1.0 / 30, accuracy: 1e-9)
        XCTAssertEqual(frames[1].duration, 7.0 / 30, accuracy: 1e-9)  // the frame after the change and 6 samples
        XCTAssertEqual(frames[2].duration, 1 + 7.0 / 30, accuracy: 1e-9)
        XCTAssertEqual(host.time, 0.4, accuracy: 1e-9)
        let svg = recorder.render(frames)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\" viewBox=\"0 0 120 40\">\n"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertEqual(occurrences(of: "<g display=\"none\">", in: svg), 3)
        XCTAssertEqual(occurrences(of: "calcMode=\"discrete\" repeatCount=\"indefinite\"/>", in: svg), 3)
        let total = Path.formatNumber(frames.reduce(0) { $0 + $1.duration })
        XCTAssertEqual(occurrences(of: "dur=\"\(total)s\"", in: svg), 3)
        XCTAssertTrue(svg.contains("values=\"inline;none\" keyTimes=\"0;"))
        XCTAssertTrue(svg.contains("values=\"none;inline;none\""))
        XCTAssertTrue(svg.contains("values=\"none;inline\""))
        XCTAssertEqual(occurrences(of: "<g", in: svg), occurrences(of: "</g>", in: svg))
    }

    func testTheSlotsCoverTheLoopInOrder() {
        XCTAssertEqual(SVGAnimationRecorder.visibility(start: 0, end: 1, total: 4),
                       "<animate attributeName=\"display\" values=\"inline;none\" keyTimes=\"0;0.25\" dur=\"4s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>")
        XCTAssertEqual(SVGAnimationRecorder.visibility(start: 1, end: 3, total: 4),
                       "<animate attributeName=\"display\" values=\"none;inline;none\" keyTimes=\"0;0.25;0.75\" dur=\"4s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>")
        XCTAssertEqual(SVGAnimationRecorder.visibility(start: 3, end: 4, total: 4),
                       "<animate attributeName=\"display\" values=\"none;inline\" keyTimes=\"0;0.75\" dur=\"4s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>")
        XCTAssertEqual(SVGAnimationRecorder(duration: -1, frameInterval: .nan).frameInterval, 1.0 / 30)
    }

    func testEachAppRecordsItsChange() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func record(_ main: ([String]) -> Int32, _ name: String) throws -> String {
            let path = directory.appendingPathComponent("\(name).svg").path
            XCTAssertEqual(main(["--animate", path, "--size", "400x480"]), 0, name)
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        // pets: from a tie, a vote for the cat (radial), then two more (a tie again): at least 4 frames.
        let pets = try record({ PetsCommand.command.main(PetsArguments.self, arguments: $0) }, "pets")
        XCTAssertGreaterThanOrEqual(occurrences(of: "<g display=\"none\">", in: pets), 4)
        // layout-switcher: three switches.
        let switcher = try record({ LayoutSwitcherCommand.command.main(LayoutSwitcherArguments.self, arguments: $0) }, "switcher")
        XCTAssertGreaterThanOrEqual(occurrences(of: "<g display=\"none\">", in: switcher), 4)
        // radial: a step up and a step down: 16, 17, 16 circles.
        let radial = try record({ RadialCommand.command.main(RadialArguments.self, arguments: $0) }, "radial")
        XCTAssertGreaterThanOrEqual(occurrences(of: "<g display=\"none\">", in: radial), 3)
    }
}
