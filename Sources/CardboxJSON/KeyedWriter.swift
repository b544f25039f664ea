import Foundation

/// The keyed container: each member is written as it is encoded.
struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
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
        try encoder.sink.write(value, parent: encoder, key: key)
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
