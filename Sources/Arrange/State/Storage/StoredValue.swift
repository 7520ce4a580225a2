import Foundation

/// A value kept in an ``AppStorageStore``, as its JSON file holds it: a Boolean, a number, or a
/// string (URLs as their absolute string, data in Base64).
enum StoredValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else { self = .string(try container.decode(String.self)) }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    var bool: Bool? { if case .bool(let value) = self { return value }; return nil }
    var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return value.isFinite && value.rounded() == value && abs(value) < 9.0e18 ? Int(value) : nil
        default: return nil
        }
    }
    var double: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }
    var string: String? { if case .string(let value) = self { return value }; return nil }
}
