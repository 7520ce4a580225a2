import XCTest
import Arrange

/// A `PreferenceKey` declared and read from code in the Swift 6 language mode, as users write it
/// (see `IsolationTests` for why each test enters the main actor).
final class PreferenceTests: XCTestCase {
    /// The widest of the values set below it.
    struct WidestKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    /// Rows 30 and 50 wide report their widths; a bar below takes the widest.
    struct Rows: View {
        @State private var widest: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 30, height: 10).preference(key: WidestKey.self, value: 30)
                    Color.red.frame(width: 50, height: 10).preference(key: WidestKey.self, value: 50)
                }
                .onPreferenceChange(WidestKey.self) { widest = $0 }
                Color.blue.frame(width: widest, height: 10).id("bar")
            }
        }
    }

    func testPreferenceChangeSetsStateInSwift6Mode() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: Rows(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        }
    }
}
