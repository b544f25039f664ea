import Foundation

/// The unkeyed container: each element is written as it is encoded.
struct UnkeyedWriter: UnkeyedEncodingContainer {
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
        try encoder.sink.write(value, parent: encoder, key: nil)
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
