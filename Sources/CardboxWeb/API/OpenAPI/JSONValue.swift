import Foundation

/// A JSON value built in Swift: the OpenAPI document is written as nested literals of these.
///
/// Objects keep no order; ``encoded()`` writes keys sorted, so the document's bytes are stable.
///
/// ```swift
/// let schema: JSONValue = ["type": "integer", "minimum": 1]
/// ```
enum JSONValue: Sendable, Equatable {
    /// An object.
    case object([String: JSONValue])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The members when this is an object, else `nil`.
    var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value of `key` when this is an object that has it.
    subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// This object with `other`'s members added; a key both have is a programming error.
    ///
    /// - Precondition: Both are objects and share no key.
    func merging(_ other: JSONValue, at path: String) -> JSONValue {
        guard let mine = objectValue, let theirs = other.objectValue else {
            preconditionFailure("OpenAPI: \(path) must be an object to merge.")
        }
        return .object(
            mine.merging(theirs) { _, _ in
                preconditionFailure("OpenAPI: \(path) is described twice.")
            })
    }

    /// The value as UTF-8 JSON with sorted keys and unescaped slashes.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else {
            preconditionFailure("OpenAPI: the document holds a value JSON cannot encode (a NaN or infinity).")
        }
        return Array(data)
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object from a literal; a repeated key is a programming error.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(
            Dictionary(elements) { _, _ in preconditionFailure("OpenAPI: a key appears twice in one object.") })
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array from a literal.
    init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string from a literal.
    init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A whole number from a literal.
    init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number from a literal.
    init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A boolean from a literal.
    init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `null` from a literal.
    init(nilLiteral: ()) {
        self = .null
    }
}

// MARK: - Encoding

extension JSONValue: Encodable {
    /// Encodes the value as the JSON it stands for.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .object(let members): try container.encode(members)
        case .array(let items): try container.encode(items)
        case .string(let text): try container.encode(text)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON value (an area written as JSON text).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
