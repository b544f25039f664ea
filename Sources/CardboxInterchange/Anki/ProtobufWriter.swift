/// Builds a protocol buffer message in its wire format, field by field: what ``ProtobufReader`` reads.
struct ProtobufWriter {
    /// The message so far.
    private(set) var bytes: [UInt8] = []

    /// Appends field `number` as a varint.
    mutating func append(_ number: Int, varint value: UInt64) {
        appendVarint(UInt64(number) << 3)
        appendVarint(value)
    }

    /// Appends field `number` as length-delimited bytes.
    mutating func append(_ number: Int, bytes value: [UInt8]) {
        appendVarint(UInt64(number) << 3 | 2)
        appendVarint(UInt64(value.count))
        bytes += value
    }

    /// Appends field `number` as UTF-8 text.
    mutating func append(_ number: Int, string value: String) { append(number, bytes: Array(value.utf8)) }

    private mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}
