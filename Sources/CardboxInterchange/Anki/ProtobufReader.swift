/// Reads protocol buffer messages in their wire format, field by field, without a schema.
///
/// Anki keeps its media list and the settings of note types, templates and decks as protobuf. Only the wire format is
/// needed to read the few fields Cardbox uses: varints, 64- and 32-bit values and length-delimited bytes (strings,
/// nested messages, packed lists). Every length is checked against what is left, so damaged input throws rather than
/// reading past the end.
///
/// ```swift
/// for field in try ProtobufReader.fields(of: bytes) where field.number == 1 {
///     let name = field.string
/// }
/// ```
public enum ProtobufReader {
    /// One field of a message.
    public struct Field: Sendable, Equatable {
        /// Its field number.
        public var number: Int
        /// Its value.
        public var value: Value

        /// The value as an unsigned integer, when it is a varint or fixed-size number.
        public var integer: UInt64? {
            switch value {
            case .varint(let value), .fixed64(let value): value
            case .fixed32(let value): UInt64(value)
            case .bytes: nil
            }
        }

        /// The value as UTF-8 text, when it is length-delimited and valid UTF-8.
        public var string: String? {
            guard case .bytes(let bytes) = value else { return nil }
            return String(validating: bytes, as: UTF8.self)
        }

        /// The value's bytes, when it is length-delimited.
        public var bytes: [UInt8]? {
            guard case .bytes(let bytes) = value else { return nil }
            return bytes
        }
    }

    /// A field's value, by wire type.
    public enum Value: Sendable, Equatable {
        case varint(UInt64)
        case fixed64(UInt64)
        case bytes([UInt8])
        case fixed32(UInt32)
    }

    /// Why bytes are no protobuf message.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The message ends inside a field.
        case truncated
        /// A varint runs past ten bytes.
        case overlongVarint
        /// A wire type Cardbox does not read (3 and 4, the deprecated groups, or 6 and 7).
        case unsupportedWireType(Int)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .truncated: "A settings record ends too early."
            case .overlongVarint: "A settings record holds a number too long to read."
            case .unsupportedWireType(let type): "A settings record uses wire type \(type), which is not read."
            }
        }
    }

    /// The fields of the message `bytes` hold, in order.
    ///
    /// - Throws: ``Failure`` for bytes that are no message.
    public static func fields(of bytes: [UInt8]) throws(Failure) -> [Field] {
        var fields: [Field] = []
        var position = 0
        while position < bytes.count {
            let key = try varint(bytes, &position)
            let number = Int(truncatingIfNeeded: key >> 3)
            switch key & 7 {
            case 0: fields.append(Field(number: number, value: .varint(try varint(bytes, &position))))
            case 1:
                guard bytes.count - position >= 8 else { throw .truncated }
                let value = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[position + $1]) << (8 * UInt64($1)) }
                position += 8
                fields.append(Field(number: number, value: .fixed64(value)))
            case 2:
                let length = try varint(bytes, &position)
                guard length <= UInt64(bytes.count - position) else { throw .truncated }
                let end = position + Int(length)
                fields.append(Field(number: number, value: .bytes(Array(bytes[position..<end]))))
                position = end
            case 5:
                guard bytes.count - position >= 4 else { throw .truncated }
                let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
                position += 4
                fields.append(Field(number: number, value: .fixed32(value)))
            case let type: throw .unsupportedWireType(Int(type))
            }
        }
        return fields
    }

    /// Reads one varint at `position`, moving past it.
    static func varint(_ bytes: [UInt8], _ position: inout Int) throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw .truncated }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift >= 70 { throw .overlongVarint }
        }
    }
}
