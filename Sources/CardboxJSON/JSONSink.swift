import Foundation

/// The growing output, shared by the encoders of nested values.
///
/// One encode makes its own sink and encoders and uses them on one thread, so the runtime's exclusivity check of
/// every append (a thread-local look-up each, a tenth of an API response's encoding time) is left out for the output
/// and for the encoders' counters.
final class JSONSink {
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// Fractions are rounded to multiples of 1 / `roundingScale` when set.
    var roundingScale: Double?

    init() {
        bytes.reserveCapacity(4096)
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `value`, a member `key` of the value `parent` encodes (none for the top).
    ///
    /// Dates, URLs and strings are told apart by their type, compared once, rather than by a cast tried on every
    /// value.
    func write<Value: Encodable>(_ value: Value, parent: StreamingEncoder?, key: (any CodingKey)?) throws {
        if Value.self == String.self {
            writeString(unsafeBitCast(value, to: String.self))
        } else if Value.self == Date.self {
            writeDate(unsafeBitCast(value, to: Date.self))
        } else if Value.self == URL.self {
            writeString(unsafeBitCast(value, to: URL.self).absoluteString)
        } else {
            let encoder = StreamingEncoder(sink: self, parent: parent, key: key)
            try value.encode(to: encoder)
            encoder.finish()
        }
    }

    func writeString(_ text: String) {
        JSONText.appendString(text, to: &bytes)
    }

    func writeNumber(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeDouble(_ value: Double, codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath(), debugDescription: "\(value) is not valid JSON."))
        }
        JSONText.appendDouble(value, roundingScale: roundingScale, to: &bytes)
    }

    /// `2026-11-30T23:18:46Z`: whole seconds in UTC, as `JSONEncoder`'s `.iso8601` writes them.
    func writeDate(_ date: Date) {
        JSONText.appendDate(date, to: &bytes)
    }

    /// The snake_case form of a coding key, remembered (the keys of the API's types are few).
    func key(_ key: any CodingKey) -> String {
        SnakeCaseKeys.shared.convert(key.stringValue)
    }
}
