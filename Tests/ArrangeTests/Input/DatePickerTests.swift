import XCTest
import Foundation
@testable import Arrange

/// The compact date picker, drawn (DatePicker's metrics: values inset 11 × 6 in 6-point rounded
/// rectangles, 6 apart), at 10 pt box metrics (a character 5 × 10 points).
final class DatePickerTests: XCTestCase {
    /// 2026-11-27 16:05 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_795_500)

    private func snapshot(_ picker: some View) -> LayoutSnapshot {
        controlSnapshot(picker.environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 300)
    }

    func testTheDateAndTimeSitInGrayRoundedRectanglesAtTheTrailingEdge() {
        let snapshot = snapshot(DatePicker("Start", selection: .constant(date)))
        XCTAssertEqual(texts(snapshot.displayList).map(\.string), ["Start", "Nov 27, 2026", "4:05 PM"])
        // "Nov 27, 2026": 12 characters, 60 + 2 × 11 = 82 wide; "4:05 PM": 35 + 22 = 57; both
        // 10 + 2 × 6 = 22 tall, 6 apart, ending at 300: the date from 300 − 57 − 6 − 82 = 155.
        XCTAssertEqual(snapshot.size, CGSize(width: 300, height: 22))
        XCTAssertEqual(fills(snapshot.displayList).map(\.rect), [CGRect(x: 155, y: 0, width: 82, height: 22), CGRect(x: 243, y: 0, width: 57, height: 22)])
        XCTAssertEqual(fills(snapshot.displayList).first?.color, DisplayList.RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12))
    }

    func testDisplayedComponentsChooseTheValues() {
        XCTAssertEqual(texts(snapshot(DatePicker("Day", selection: .constant(date), displayedComponents: .date)).displayList).map(\.string), ["Day", "Nov 27, 2026"])
        XCTAssertEqual(texts(snapshot(DatePicker("At", selection: .constant(date), displayedComponents: .hourAndMinute)).displayList).map(\.string), ["At", "4:05 PM"])
        XCTAssertEqual(texts(snapshot(DatePicker("At", selection: .constant(date)).datePickerStyle(.compact)).displayList).map(\.string).count, 3)
    }

    func testTheTimeZoneComesFromTheEnvironment() {
        // 16:05 UTC is 11:05 AM in New York (UTC−5 in November).
        let picker = DatePicker("At", selection: .constant(date), displayedComponents: .hourAndMinute)
            .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
        XCTAssertEqual(texts(controlSnapshot(picker, width: 300).displayList).map(\.string), ["At", "11:05 AM"])
    }
}
