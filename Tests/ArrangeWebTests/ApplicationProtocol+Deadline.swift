import Hummingbird
import HummingbirdTesting

extension ApplicationProtocol {
    /// HummingbirdTesting's `test(_:_:)` bounded by `withTestDeadline(_:_:)`: the test fails
    /// with `TestDeadlineExceeded` when it has not finished after `seconds`.
    func test<Value: Sendable>(_ setup: TestingSetup, within seconds: Double,
                               _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await withTestDeadline(seconds) {
            try await self.test(setup, test)
        }
    }
}
