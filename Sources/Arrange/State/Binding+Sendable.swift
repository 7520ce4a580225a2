/// A binding is `Sendable` when its value is, as Apple's `Binding` documents: passing it between
/// concurrency domains is safe, while reading or writing it from another domain is only as safe
/// as the storage it was made from (a view's state belongs to the main actor).
extension Binding: @unchecked Sendable where Value: Sendable {}
