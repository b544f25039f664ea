import Foundation

/// The growing output, shared by the encoders of nested values.
final class JSONSink {
    var bytes: [UInt8] = []
    /// Fractions are rounded to multiples of 1 / `roundingScale` when set.
    var roundingScale: Double?

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
        var value = value
        if let roundingScale, value != value.rounded() {
            let rounded = (value * roundingScale).rounded() / roundingScale
            if rounded.isFinite { value = rounded }
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
