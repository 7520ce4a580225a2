@_spi(Reflection) import Swift
import Foundation

/// How to tell whether a view's new value equals the one it had at the last update, found once per
/// view type (Docs/Engine.md, "Retained views"). As SwiftUI compares views:
/// - an `Equatable` view is compared with `==`;
/// - otherwise field by field: `Equatable` fields with `==`, references by identity, plain data bit
///   for bit; a closure makes the view always count as changed (wrap it in `EquatableView` to
///   decide yourself);
/// - the dynamic properties whose values live in the host (`@State`, `@StateObject`,
///   `@Environment`, `@FocusState`, `@GestureState`, `@Namespace`)
///   are not compared: their changes are tracked where they are stored.
struct ViewComparison {
    /// One step of a comparison.
    enum Step {
        /// The bytes at `offset` ..< `offset + size` are equal.
        case bitwise(offset: Int, size: Int)
        /// The `Equatable` value at `offset` is `==`.
        case equatable(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    /// The steps, or nil when the view always counts as changed.
    let steps: [Step]?

    /// The comparison of values of `type`.
    init<V>(for type: V.Type) {
        if let equatable = type as? any Equatable.Type {
            steps = [.equatable(offset: 0, equal: Self.equality(of: equatable))]
        } else if _isPOD(type) {
            steps = MemoryLayout<V>.size == 0 ? [] : [.bitwise(offset: 0, size: MemoryLayout<V>.size)]
        } else {
            var fields: [Step] = []
            steps = Self.fieldSteps(of: type, base: 0, into: &fields) ? Self.merged(fields) : nil
        }
    }

    /// Whether `a` and `b`, values of the type this comparison was made for, are equal.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let steps else { return false }
        for step in steps {
            switch step {
            case .bitwise(let offset, let size):
                if memcmp(a + offset, b + offset, size) != 0 { return false }
            case .equatable(let offset, let equal):
                if !equal(a + offset, b + offset) { return false }
            }
        }
        return true
    }

    /// Whether two values of any type are equal: `==` for `Equatable` types, false otherwise.
    static func areEqual<T>(_ a: T, _ b: T) -> Bool {
        guard let equatable = T.self as? any Equatable.Type else { return false }
        let equal = equality(of: equatable)
        return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in equal(a, b) } }
    }

    /// `==` of `T`, on values behind raw pointers.
    private static func equality<T: Equatable>(of _: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee }
    }

    /// Appends the steps comparing the stored fields of `type` (a struct or tuple) at `base`;
    /// false when some field makes values of the type always count as changed.
    private static func fieldSteps(of type: Any.Type, base: Int, into steps: inout [Step]) -> Bool {
        var comparable = true
        let walked = _forEachField(of: type, options: [.ignoreUnknown]) { _, offset, fieldType, kind in
            let offset = base + offset
            if fieldType is any IgnoredInViewComparison.Type { return true }
            if let equatable = fieldType as? any Equatable.Type {
                steps.append(.equatable(offset: offset, equal: equality(of: equatable)))
                return true
            }
            switch kind {
            case .function:
                comparable = false
            case .struct, .tuple:
                if isPlainData(fieldType) {
                    steps.append(.bitwise(offset: offset, size: size(of: fieldType)))
                } else {
                    comparable = fieldSteps(of: fieldType, base: offset, into: &steps)
                }
            default:
                // References by identity, enums and existentials bit for bit: equal bits are equal
                // values; unequal bits count as a change. A closure inside always does.
                if String(reflecting: fieldType).contains("->") {
                    comparable = false
                } else {
                    steps.append(.bitwise(offset: offset, size: size(of: fieldType)))
                }
            }
            return comparable
        }
        return walked && comparable
    }

    /// Adjacent byte ranges joined into one.
    private static func merged(_ steps: [Step]) -> [Step] {
        var result: [Step] = []
        for step in steps {
            if case .bitwise(let offset, let size) = step, case .bitwise(let lastOffset, let lastSize)? = result.last,
               lastOffset + lastSize == offset {
                result[result.count - 1] = .bitwise(offset: lastOffset, size: lastSize + size)
            } else {
                result.append(step)
            }
        }
        return result
    }

    private static func isPlainData(_ type: Any.Type) -> Bool {
        func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: plain)
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}
