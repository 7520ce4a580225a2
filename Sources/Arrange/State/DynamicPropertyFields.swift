@_spi(Reflection) import Swift
import Foundation

/// The dynamic properties among the stored fields of a view or view modifier type, found once per
/// type from the runtime's field records, instead of by a `Mirror` of every value.
///
/// A `Mirror` boxes every field of the value in an `Any` and each box is cast to
/// `DynamicProperty`; for a view whose `body` is evaluated on every update that is most of the
/// cost of connecting its properties. The fields of a struct and their types never change, so
/// the offsets of its dynamic properties and what each is (installed by the runtime, reading the
/// environment, or a property of the user's with dynamic properties of its own) are found once.
///
/// A type is described only when its fields' types say whether each holds a dynamic property: a
/// struct without a custom mirror, none of whose fields is an optional, an existential or an
/// `AnyHashable` (a cast to `DynamicProperty` looks inside those). For any other type the caller
/// reflects the value as before. A field of a class type counts as a dynamic property when its
/// class conforms (a subclass's conformance is not looked for).
final class DynamicPropertyFields: @unchecked Sendable {
    /// One stored field whose type is a dynamic property.
    struct Field {
        /// The field's offset in the value, in bytes.
        let offset: Int
        /// The field's type.
        let type: any DynamicProperty.Type
        /// The field's type as a property the runtime connects to storage (`State`, `Environment`,
        /// …); nil for a dynamic property of the user's, whose own fields are visited in turn.
        let installable: (any InstallableProperty.Type)?
        /// The field's type as a property that reads the environment (`DetachedEnvironment`).
        let environmentReading: (any EnvironmentReadingProperty.Type)?
    }

    /// The dynamic properties among the type's stored fields, in declaration order.
    let fields: [Field]

    private init(fields: [Field]) {
        self.fields = fields
    }

    /// The fields of `type`, or nil when they cannot be told from the type alone (see the type's
    /// documentation): the caller then reflects the value with a `Mirror`.
    static func of(_ type: Any.Type) -> DynamicPropertyFields? {
        Cache.shared.fields(of: type)
    }

    /// Describes `type`, or nil (see `of(_:)`).
    private static func describe(_ type: Any.Type) -> DynamicPropertyFields? {
        // The first word of a type's metadata is its kind; 0x200 is a struct's (the Swift ABI).
        let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        guard kind == 0x200, !(type is CustomReflectable.Type) else { return nil }
        var fields: [Field] = []
        var describable = true
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            switch kind {
            case .struct, .enum, .tuple, .function, .metatype, .class, .foreignClass:
                break
            default:
                // An optional or an existential may hold a dynamic property of another type.
                describable = false
                return false
            }
            if fieldType == AnyHashable.self {
                describable = false
                return false
            }
            guard let property = fieldType as? any DynamicProperty.Type else { return true }
            fields.append(Field(offset: offset, type: property, installable: fieldType as? any InstallableProperty.Type,
                                environmentReading: fieldType as? any EnvironmentReadingProperty.Type))
            return true
        }
        guard walked, describable else { return nil }
        return DynamicPropertyFields(fields: fields)
    }

    /// The descriptions found so far in the process, by type; a lock guards them.
    private final class Cache: @unchecked Sendable {
        static let shared = Cache()

        private let lock = NSLock()
        private var known: [ObjectIdentifier: DynamicPropertyFields?] = [:]

        func fields(of type: Any.Type) -> DynamicPropertyFields? {
            let key = ObjectIdentifier(type)
            lock.lock()
            if let found = known[key] {
                lock.unlock()
                return found
            }
            lock.unlock()
            // Described outside the lock: the runtime may instantiate metadata, which must not wait
            // on this lock. Two threads may both describe a type; they find the same fields.
            let found = DynamicPropertyFields.describe(type)
            lock.lock()
            known[key] = .some(found)
            lock.unlock()
            return found
        }
    }
}
