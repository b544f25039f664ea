/// Name–value pairs from a query string, a form or a route, in order; a name may repeat.
public struct Parameters: Sendable, Equatable, Sequence {
    private var pairs: [Pair]

    /// One name and its value.
    public struct Pair: Sendable, Equatable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String
    }

    /// Creates parameters from pairs.
    public init(_ pairs: [(String, String)] = []) {
        self.pairs = pairs.map { Pair(name: $0.0, value: $0.1) }
    }

    /// Parses `a=1&b=two+words`, decoding `+` and percent escapes.
    public init(urlEncoded text: String) {
        self.pairs = text.split(separator: "&", omittingEmptySubsequences: true).map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? parts[1] : ""
            return Pair(name: Self.decode(parts[0]), value: Self.decode(value))
        }
    }

    /// The first value of `name`.
    public subscript(name: String) -> String? {
        get { pairs.first { $0.name == name }?.value }
        set {
            pairs.removeAll { $0.name == name }
            if let newValue { pairs.append(Pair(name: name, value: newValue)) }
        }
    }

    /// Every value of `name`, in order (for repeated checkboxes).
    public func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// Whether there are no pairs.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Iterates the pairs in order.
    public func makeIterator() -> IndexingIterator<[Pair]> { pairs.makeIterator() }

    /// Decodes `+` as a space and `%XX` escapes; a malformed escape is kept as it is.
    static func decode(_ text: Substring) -> String {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < input.count,
                let value = hexValue(input[index + 1], input[index + 2])
            {
                bytes.append(value)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        guard let high = digit(high), let low = digit(low) else { return nil }
        return high << 4 | low
    }

    /// Percent-encodes `text` for a query string or form value.
    public static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0x0F)])"
            }
        }
        return result
    }
}
