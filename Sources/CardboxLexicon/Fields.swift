/// The space-separated fields of one line, read in place from its bytes.
///
/// Parsing bytes rather than `String` characters keeps whole-file scans (browsing, validation) fast. A value
/// borrows the buffer it was made from: use it only inside the closure that lent the bytes.
struct Fields {
    /// The field separator.
    private static let space = UInt8(ascii: " ")

    /// The line, borrowed from the caller.
    private let bytes: UnsafeRawBufferPointer
    /// Where each field lies in ``bytes``.
    private let ranges: [Range<Int>]

    /// Splits `bytes` at runs of spaces.
    init(_ bytes: UnsafeRawBufferPointer) {
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in 0..<bytes.count {
            if bytes[index] == Self.space {
                if let first = start { ranges.append(first..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { ranges.append(first..<bytes.count) }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The number of fields.
    var count: Int { ranges.count }

    /// Field `index` as text.
    func string(_ index: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[ranges[index]]), as: UTF8.self)
    }

    /// The length of field `index` in bytes.
    func length(_ index: Int) -> Int {
        ranges[index].count
    }

    /// Whether field `index` is exactly `text` (ASCII).
    func field(_ index: Int, is text: StaticString) -> Bool {
        let range = ranges[index]
        guard range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in zip(bytes[range], expected).allSatisfy { $0 == $1 } }
    }

    /// Field `index` as a non-negative number in `radix` (10 or 16), or `nil` when it is not one.
    func int(_ index: Int, radix: Int = 10) -> Int? {
        let range = ranges[index]
        guard !range.isEmpty, range.count <= 18 else { return nil }
        var value = 0
        for byte in bytes[range] {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * radix + digit
        }
        return value
    }

    /// Bytes `subrange` of field `index` as a number in `radix`, for fields read in parts (`source/target`).
    func int(_ index: Int, bytes subrange: Range<Int>, radix: Int) -> Int? {
        let range = ranges[index]
        let start = range.lowerBound + subrange.lowerBound
        let end = range.lowerBound + subrange.upperBound
        guard start >= range.lowerBound, end <= range.upperBound else { return nil }
        return Fields(UnsafeRawBufferPointer(rebasing: bytes[start..<end])).int(0, radix: radix)
    }
}
