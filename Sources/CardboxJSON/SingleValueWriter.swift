import Foundation

/// The single-value container: writes one value in place.
struct SingleValueWriter: SingleValueEncodingContainer {
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
        try encoder.sink.write(value, parent: encoder, key: nil)
    }
}
