import Observation

extension Environment {
    /// Creates an environment property to read an observable object of type `Value` that an
    /// ancestor placed with `environment(_:)`.
    ///
    /// ```swift
    /// @Observable final class Library { var books: [String] = [] }
    /// struct Shelf: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text("\(library.books.count) books") }
    /// }
    /// ```
    ///
    /// As in SwiftUI, reading the property when no ancestor placed an object of the type stops
    /// the program with a message naming the type; declare the property optional
    /// (`@Environment(Library.self) private var library: Library?`) to read nil instead.
    ///
    /// - Parameter objectType: The type of the object to read.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                preconditionFailure("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}
