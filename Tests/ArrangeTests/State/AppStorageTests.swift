import XCTest
@testable import Arrange

/// `@AppStorage` and `@SceneStorage` (Apple's documentation: AppStorage "reflects a value from
/// UserDefaults and invalidates a view on a change in value"; SceneStorage "reads and writes to
/// persisted, per-scene storage"), kept in Arrange's `AppStorageStore` (Docs/Differences.md,
/// "Environment values").
final class AppStorageTests: XCTestCase {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 2 }

    struct Counter: View {
        @AppStorage("count") private var count = 0
        @SceneStorage("scene") private var sceneCount = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }.id("add")
                Button("Scene") { sceneCount += 1 }.id("scene")
                Color.clear.frame(width: CGFloat(count) * 10 + 1, height: 1).id("count")
                Color.clear.frame(width: CGFloat(sceneCount) * 10 + 1, height: 1).id("sceneCount")
            }
        }
    }

    private let size = CGSize(width: 200, height: 200)

    func testValuesPersistAcrossHostsWithTheSameStore() {
        let store = AppStorageStore()
        let first = ViewHost(rootView: Counter(), size: size, appStorage: store)
        first.tap(on: "add")
        first.tap(on: "add")
        first.tap(on: "scene")
        XCTAssertEqual(first.frame(of: "count")?.width, 21, "the view updated: 2 × 10 + 1")
        XCTAssertEqual(first.frame(of: "sceneCount")?.width, 11)
        let second = ViewHost(rootView: Counter(), size: size, appStorage: store)
        XCTAssertEqual(second.frame(of: "count")?.width, 21, "app storage is shared through the store")
        XCTAssertEqual(second.frame(of: "sceneCount")?.width, 1, "scene storage is the host's own")
        second.tap(on: "add")
        XCTAssertEqual(first.frame(of: "count")?.width, 31, "a change updates every host reading the store")
    }

    func testAJSONFileStoreRoundTrips() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-appstorage-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let host = ViewHost(rootView: Counter(), size: size, appStorage: AppStorageStore(contentsOf: url))
        host.tap(on: "add")
        let reopened = AppStorageStore(contentsOf: url)
        XCTAssertEqual(reopened.diagnostics, [])
        XCTAssertEqual(ViewHost(rootView: Counter(), size: size, appStorage: reopened).frame(of: "count")?.width, 11)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("\"count\" : 1"), text)
    }

    func testAMalformedFileGivesADiagnosticNamingIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-malformed-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{ not json".utf8).write(to: url)
        let store = AppStorageStore(contentsOf: url)
        XCTAssertEqual(store.diagnostics.count, 1)
        XCTAssertTrue(store.diagnostics[0].contains(url.path), store.diagnostics[0])
        let host = ViewHost(rootView: Counter(), size: size, appStorage: store)
        XCTAssertEqual(host.frame(of: "count")?.width, 1, "the store started empty: the default")
        host.tap(on: "add")
        XCTAssertEqual(host.frame(of: "count")?.width, 11, "changes are kept in memory")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "{ not json", "the file is left as it was")
    }

    func testEverySupportedType() {
        let store = AppStorageStore()
        let environment: EnvironmentValues = {
            var values = EnvironmentValues()
            values.appStorageStore = store
            return values
        }()
        @AppStorage("flag") var flag = false
        @AppStorage("ratio") var ratio = 0.5
        @AppStorage("name") var name = "x"
        @AppStorage("link") var link = URL(string: "https://example.com")!
        @AppStorage("blob") var blob = Data([1, 2])
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("level") var level = Level.low
        @AppStorage("nickname") var nickname: String?
        for property in [_flag.box, _ratio.box, _name.box, _link.box, _blob.box, _theme.box, _level.box, _nickname.box] {
            property.values = environment
        }
        XCTAssertEqual(flag, false)
        flag = true; ratio = 2; name = "y"; link = URL(string: "https://swift.org")!; blob = Data([3]); theme = .dark; level = .high
        XCTAssertEqual(flag, true)
        XCTAssertEqual(ratio, 2)
        XCTAssertEqual(name, "y")
        XCTAssertEqual(link, URL(string: "https://swift.org"))
        XCTAssertEqual(blob, Data([3]))
        XCTAssertEqual(theme, .dark)
        XCTAssertEqual(level, .high)
        XCTAssertEqual(store["theme"], .string("dark"), "a raw-representable value is stored as its raw value")
        XCTAssertEqual(store["level"], .int(2))
        XCTAssertNil(nickname)
        nickname = "n"
        XCTAssertEqual(nickname, "n")
        nickname = nil
        XCTAssertNil(store["nickname"], "nil removes the key")
        store["ratio"] = .string("not a number")
        XCTAssertEqual(ratio, 0.5, "a value of another type reads as the default")
    }
}
