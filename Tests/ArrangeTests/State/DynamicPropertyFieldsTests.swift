import XCTest
@testable import Arrange

/// The dynamic properties of a view found from its type's fields (`DynamicPropertyFields`) rather
/// than by reflecting every value. SwiftUI's documentation of `State`: each `@State` property has
/// storage of its own for the lifetime of the view's identity; of `DynamicProperty`: a property of
/// the user's that contains `@State` gets that storage too, and `update()` is called before `body`.
final class DynamicPropertyFieldsTests: XCTestCase {
    private final class Model {}

    private struct Tally: DynamicProperty {
        @State var taps = 0
    }

    /// Two `@State` properties among fields of other kinds (a string, a closure, a class
    /// reference, a nested dynamic property) each keep their own value.
    private struct Mixed: View {
        let title = "mixed"
        @State var first = 0
        let action: () -> Void = {}
        let model = Model()
        @State var second = 5
        var tally = Tally()
        var body: some View {
            VStack(spacing: 0) {
                CountBar(count: first).onTapGesture { first += 1 }.id("first")
                CountBar(count: second).onTapGesture { second += 1 }.id("second")
                CountBar(count: tally.taps).onTapGesture { tally.taps += 3 }.id("tally")
            }
        }
    }

    func testStatesAmongOtherFieldsKeepTheirOwnValues() {
        let host = makeHost(Mixed())
        host.tap(on: "first")
        host.tap(on: "first")
        host.tap(on: "second")
        host.tap(on: "tally")
        // CountBar is 10 + count points wide: first 0 + 2, second 5 + 1, tally 0 + 3.
        XCTAssertEqual(host.frame(of: "first")?.width, 12)
        XCTAssertEqual(host.frame(of: "second")?.width, 16)
        XCTAssertEqual(host.frame(of: "tally")?.width, 13)
    }

    func testAStructsDynamicPropertiesAreFoundInDeclarationOrder() {
        let fields = DynamicPropertyFields.of(Mixed.self)?.fields
        XCTAssertEqual(fields?.count, 3) // first, second, tally
        XCTAssertEqual(fields?.map { $0.installable != nil }, [true, true, false])
        XCTAssertEqual(fields?.map(\.offset), fields?.map(\.offset).sorted())
    }

    func testTypesWhoseFieldsMayHoldAnotherTypeAreReflectedInstead() {
        struct WithOptional: View {
            var tally: Tally? = Tally()
            var body: some View { EmptyView() }
        }
        struct WithExistential: View {
            let value: Any = 1
            var body: some View { EmptyView() }
        }
        XCTAssertNil(DynamicPropertyFields.of(WithOptional.self))
        XCTAssertNil(DynamicPropertyFields.of(WithExistential.self))
        XCTAssertNil(DynamicPropertyFields.of(Model.self)) // not a struct
    }
}
