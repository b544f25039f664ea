public import Foundation

/// Reads `Decodable` values from JSON in two passes: the document is parsed once into a flat list of nodes
/// (``JSONTape``), then the value is decoded from it with keys matched byte for byte.
///
/// It reads what `JSONDecoder` with its default data strategy and the same key strategy reads, and throws the same
/// `DecodingError` cases with the same coding paths, so messages built from them stay the same; two differences:
/// numbers must be written as JSON has them (Foundation takes `01` or `1.`), and a number that does not fit its
/// type is reported at its own path rather than as a document that is not JSON. Foundation's
/// decoder builds a dictionary for every JSON object and a boxed value for every field; on a backup of a few hundred
/// thousand cards that was most of a restore's time.
public struct FastJSONDecoder: Sendable {
    /// How a `Date` is read.
    public enum DateDecoding: Sendable {
        /// As `Date`'s own `Decodable` conformance reads it (seconds since 2001 as a number).
        case deferredToDate
        /// By a closure, given a decoder for the value (as `JSONDecoder.DateDecodingStrategy.custom`).
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// How an object's keys are matched to the coding keys of the type read.
    public enum KeyDecoding: Sendable {
        /// Byte for byte.
        case useDefaultKeys
        /// After turning each key from snake_case to camelCase as `JSONDecoder.KeyDecodingStrategy`'s
        /// `convertFromSnakeCase` does; the keys of a dictionary keyed by strings are read as written, as there.
        case convertFromSnakeCase
    }

    /// How dates are read.
    public var dateDecoding: DateDecoding
    /// How keys are matched.
    public var keyDecoding: KeyDecoding

    /// Creates a decoder.
    public init(dateDecoding: DateDecoding = .deferredToDate, keyDecoding: KeyDecoding = .useDefaultKeys) {
        self.dateDecoding = dateDecoding
        self.keyDecoding = keyDecoding
    }

    /// Decodes a `Value` from the JSON document `data`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with an empty coding path when `data` is not JSON (its underlying
    ///   error a ``JSONSyntaxError``), and the other `DecodingError` cases when the JSON does not fit `Value`.
    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        let tape: JSONTape
        do {
            tape = try JSONTape(Array(data))
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
        return try TapeDecoder(tape: tape, node: 0, path: .root, options: self).unwrap(Value.self)
    }
}

/// Where a value sits in the document, built as the decoding descends and turned into an array only when asked.
indirect enum TapePath: Sendable {
    case root
    case key(String, TapePath)
    case index(Int, TapePath)

    /// The path as `Decoder.codingPath` gives it.
    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var step = self
        while true {
            switch step {
            case .root: return keys.reversed()
            case .key(let name, let parent):
                keys.append(TapeKey(stringValue: name))
                step = parent
            case .index(let index, let parent):
                keys.append(TapeKey(intValue: index))
                step = parent
            }
        }
    }

    /// This path with `key` added.
    func adding(_ key: some CodingKey) -> TapePath {
        key.intValue.map { .index($0, self) } ?? .key(key.stringValue, self)
    }
}

/// A key of a coding path: an object's key or an array's index.
struct TapeKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
