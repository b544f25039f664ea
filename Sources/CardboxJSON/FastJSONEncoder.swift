import Foundation
import Synchronization

/// Writes `Encodable` values as JSON in one pass, straight into bytes, the way the API sends them: keys in
/// snake_case (`deckId` → `deck_id`) in declaration order, dates as ISO 8601 in UTC, slashes not escaped, `nil`
/// optionals left out.
///
/// Foundation's `JSONEncoder` builds a tree of values first and converts every key on every call; on the server's
/// busiest routes that cost more than the database query. The output is the same JSON (up to key order), which
/// the tests check against `JSONEncoder` for every API type.
struct FastJSONEncoder {
    /// The JSON text of `value`.
    func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = JSONSink()
        try sink.write(value, codingPath: [])
        return sink.bytes
    }
}

/// The growing output, shared by the encoders of nested values.
final class JSONSink {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(4096)
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func write(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let date as Date: writeDate(date)
        case let url as URL: writeString(url.absoluteString)
        case let string as String: writeString(string)
        default:
            let encoder = StreamingEncoder(sink: self, codingPath: codingPath)
            try value.encode(to: encoder)
            encoder.finish()
        }
    }

    func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    append("\\u00")
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0x0F)])
                }
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    func writeNumber(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeDouble(_ value: Double, codingPath: [any CodingKey]) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid JSON."))
        }
        if value == value.rounded(), abs(value) < 1e15 {
            writeNumber(String(Int64(value)))
        } else {
            writeNumber(value.description)
        }
    }

    /// `2026-11-30T23:18:46Z`: whole seconds in UTC, as `JSONEncoder`'s `.iso8601` writes them.
    func writeDate(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text =
            "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The snake_case form of a coding key, remembered (the keys of the API's types are few).
    func key(_ key: any CodingKey) -> String {
        SnakeCaseKeys.shared.convert(key.stringValue)
    }
}

/// snake_case forms of camelCase keys, computed once each.
final class SnakeCaseKeys: Sendable {
    static let shared = SnakeCaseKeys()
    private let cache = Mutex<[String: String]>([:])

    func convert(_ key: String) -> String {
        // Most keys are one lower-case word and need no conversion nor the cache.
        if !key.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return key }
        if let known = cache.withLock({ $0[key] }) { return known }
        let converted = Self.snakeCase(key)
        cache.withLock { $0[key] = converted }
        return converted
    }

    /// Splits before an upper-case letter that follows a lower-case letter or digit, and before the last capital of
    /// a run of capitals that a lower-case letter follows (`documentURLText` → `document_url_text`); lowercases.
    static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard characters.contains(where: \.isUppercase) else { return key }
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    result.append("_")
                }
            }
            result += character.lowercased()
        }
        return result
    }
}

/// The `Encoder` for one value: its container writes into the shared sink as values arrive.
final class StreamingEncoder: Encoder {
    let sink: JSONSink
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private var opened: StaticString?
    private var count = 0
    private var pending: StreamingEncoder?

    init(sink: JSONSink, codingPath: [any CodingKey]) {
        self.sink = sink
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        open("{", close: "}")
        return KeyedEncodingContainer(KeyedWriter(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        open("[", close: "]")
        return UnkeyedWriter(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueWriter(encoder: self)
    }

    /// Closes the container, or writes `null` for a value that wrote nothing.
    func finish() {
        finishPending()
        if let opened {
            sink.append(opened)
            self.opened = nil
        } else if count == 0 {
            sink.append("null")
        }
    }

    private func open(_ bracket: StaticString, close: StaticString) {
        if opened == nil && count == 0 {
            sink.append(bracket)
            opened = close
        }
    }

    /// Starts the next member: finishes a nested container left open, writes the separator and the key.
    func beginMember(_ key: (any CodingKey)?) {
        finishPending()
        if count > 0 { sink.append(",") }
        count += 1
        if let key {
            sink.writeString(sink.key(key))
            sink.append(":")
        }
    }

    /// A nested encoder whose container stays open until the next member or the end.
    func nested(_ key: (any CodingKey)?) -> StreamingEncoder {
        beginMember(key)
        let child = StreamingEncoder(sink: sink, codingPath: codingPath + (key.map { [$0] } ?? []))
        pending = child
        return child
    }

    private func finishPending() {
        if let pending {
            self.pending = nil
            pending.finish()
        }
    }

    /// Marks a single value as written.
    func wroteSingleValue() {
        count += 1
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.append("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        encoder.beginMember(key)
        try encoder.sink.writeDouble(value, codingPath: codingPath + [key])
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        encoder.beginMember(key)
        try encoder.sink.writeDouble(Double(value), codingPath: codingPath + [key])
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        encoder.beginMember(key)
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        encoder.beginMember(key)
        try encoder.sink.write(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.nested(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nested(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.nested(SuperKey())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.nested(key)
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count = 0

    mutating func encodeNil() throws {
        encoder.beginMember(nil)
        encoder.sink.append("null")
        count += 1
    }

    mutating func encode(_ value: Bool) throws {
        encoder.beginMember(nil)
        encoder.sink.append(value ? "true" : "false")
        count += 1
    }

    mutating func encode(_ value: String) throws {
        encoder.beginMember(nil)
        encoder.sink.writeString(value)
        count += 1
    }

    mutating func encode(_ value: Double) throws {
        encoder.beginMember(nil)
        try encoder.sink.writeDouble(value, codingPath: codingPath)
        count += 1
    }

    mutating func encode(_ value: Int) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: Int64) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: Int8) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: Int16) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: Int32) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: UInt) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.beginMember(nil)
        encoder.sink.writeNumber(String(value))
        count += 1
    }

    mutating func encode(_ value: Float) throws {
        encoder.beginMember(nil)
        try encoder.sink.writeDouble(Double(value), codingPath: codingPath)
        count += 1
    }

    mutating func encode(_ value: some Encodable) throws {
        encoder.beginMember(nil)
        try encoder.sink.write(value, codingPath: codingPath)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        return encoder.nested(nil).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return encoder.nested(nil).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return encoder.nested(nil)
    }
}

private struct SingleValueWriter: SingleValueEncodingContainer {
    let encoder: StreamingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.wroteSingleValue()
        encoder.sink.append("null")
    }

    mutating func encode(_ value: Bool) throws {
        encoder.wroteSingleValue()
        encoder.sink.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        encoder.wroteSingleValue()
        try encoder.sink.writeDouble(value, codingPath: codingPath)
    }

    mutating func encode(_ value: Int) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int64) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int8) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int16) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Int32) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.wroteSingleValue()
        encoder.sink.writeNumber(String(value))
    }

    mutating func encode(_ value: Float) throws {
        encoder.wroteSingleValue()
        try encoder.sink.writeDouble(Double(value), codingPath: codingPath)
    }

    mutating func encode(_ value: some Encodable) throws {
        encoder.wroteSingleValue()
        try encoder.sink.write(value, codingPath: codingPath)
    }
}

/// The key `superEncoder()` uses.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
