import XCTest
@testable import Arrange

/// How preference values combine. Apple's `PreferenceKey` documentation: values flow from
/// descendants to ancestors; `reduce(value:nextValue:)` "combines a sequence of values by
/// modifying the previously-accumulated value with the result of a closure that provides the
/// next value" (`nextValue`: "the next value in the sequence"), so siblings combine in view-tree
/// order; `defaultValue` is what a view tree without an explicit value produces.
final class PreferenceCombiningTests: XCTestCase {
    override func setUp() {
        AppendKey.reduceCalls = []
    }

    /// The combined value for `K` at the root of `view`'s layout.
    private func rootValue<K: PreferenceKey, V: View>(_ key: K.Type, of view: V) -> K.Value {
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        return snapshot.graph.preferenceValue(K.self, of: [snapshot.graph.root]) ?? K.defaultValue
    }

    private func tile(_ name: String) -> some View {
        Color.red.frame(width: 10, height: 10).preference(key: AppendKey.self, value: [name])
    }

    func testSiblingsAndNestedViewsCombineInTreeOrder() {
        let view = VStack {
            tile("a")
            tile("b")
            HStack {
                tile("c")
                tile("d").padding()
            }
        }
        XCTAssertEqual(rootValue(AppendKey.self, of: view), ["a", "b", "c", "d"])
        // Left to right: the VStack combines a with b; the HStack, reached next, c with d; then
        // the VStack's accumulated a b with the HStack's c d. The padding changes nothing.
        XCTAssertEqual(AppendKey.reduceCalls, ["a+b", "c+d", "ab+cd"])
    }

    func testViewsWithoutThePreferenceContributeNothing() {
        let view = VStack {
            Color.blue.frame(width: 10, height: 10)
            tile("a")
            Spacer()
        }
        XCTAssertEqual(rootValue(AppendKey.self, of: view), ["a"])
        XCTAssertEqual(AppendKey.reduceCalls, [])
    }

    func testATreeWithoutThePreferenceHasTheDefaultValue() {
        let view = VStack { Color.blue.frame(width: 10, height: 10) }.preference(key: AppendKey.self, value: ["other key"])
        XCTAssertEqual(rootValue(SumKey.self, of: view), SumKey.defaultValue)
        let snapshot = LayoutSnapshot(of: Color.red, in: CGSize(width: 10, height: 10))
        XCTAssertNil(snapshot.graph.preferenceValue(SumKey.self, of: [snapshot.graph.root]))
    }

    func testSumKeyAddsNestedValues() {
        let view = VStack {
            Color.red.preference(key: SumKey.self, value: 1).padding()
            HStack {
                Color.red.preference(key: SumKey.self, value: 2)
                Color.red.frame(width: 5).preference(key: SumKey.self, value: 3)
            }
        }
        XCTAssertEqual(rootValue(SumKey.self, of: view), 6)
    }

    func testTransformPreferenceChangesTheSubtreeValue() {
        let view = HStack {
            VStack {
                Color.red.preference(key: SumKey.self, value: 1)
                Color.red.preference(key: SumKey.self, value: 2)
            }
            .transformPreference(SumKey.self) { $0 *= 10 }
            Color.red.preference(key: SumKey.self, value: 4)
        }
        XCTAssertEqual(rootValue(SumKey.self, of: view), 34)
    }

    /// A transformation over a subtree without a value starts from the key's `defaultValue`.
    func testTransformPreferenceWithoutValuesStartsFromTheDefault() {
        let view = Color.red.transformPreference(AppendKey.self) { $0.append("t") }
        XCTAssertEqual(rootValue(AppendKey.self, of: view), ["t"])
    }

    /// Modifiers apply in order: the later (outer) one sees the earlier one's result.
    func testPreferenceModifiersApplyInOrder() {
        let view = tile("a")
            .transformPreference(AppendKey.self) { $0.append("b") }
            .transformPreference(AppendKey.self) { $0 = $0.reversed() }
        XCTAssertEqual(rootValue(AppendKey.self, of: view), ["b", "a"])
    }

    /// An outer `preference(key:value:)` replaces the value of the views inside it
    /// (Docs/Differences.md, "Preferences").
    func testAnOuterPreferenceReplacesTheInnerValues() {
        let view = VStack { tile("a"); tile("b") }.preference(key: AppendKey.self, value: ["outer"])
        XCTAssertEqual(rootValue(AppendKey.self, of: view), ["outer"])
    }

    /// Values set inside a `GeometryReader` are known once its content is resolved during layout.
    func testGeometryReaderContentContributesAfterLayout() {
        let view = GeometryReader { proxy in
            Color.red.preference(key: SumKey.self, value: Int(proxy.size.width))
        }
        XCTAssertEqual(rootValue(SumKey.self, of: view), 100)
    }
}
