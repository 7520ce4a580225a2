/// An `Environment` property is `Sendable` when its value is: it holds a key path into
/// `EnvironmentValues` and the environment its view was given, which it only reads.
extension Environment: @unchecked Sendable where Value: Sendable {}
