/// Reads a JSON array of strings, such as `["a","b \"c\""]`, as the store writes them.
///
/// Returns `nil` for anything it does not expect (numbers, nesting, odd spacing), so the caller can fall back to
/// the full JSON decoder.
struct StringArrayReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func read() -> [String]? {
        guard next() == UInt8(ascii: "[") else { return nil }
        var values: [String] = []
        if peek() == UInt8(ascii: "]") {
            index += 1
            return index == bytes.count ? values : nil
        }
        while true {
            guard let value = readString() else { return nil }
            values.append(value)
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return index == bytes.count ? values : nil
            default: return nil
            }
        }
    }

    private mutating func readString() -> String? {
        guard next() == UInt8(ascii: "\"") else { return nil }
        var text = ""
        var run = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                index += 1
                guard let escaped = readEscape() else { return nil }
                text.unicodeScalars.append(escaped)
                run = index
                continue
            }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func readEscape() -> Unicode.Scalar? {
        guard let byte = next() else { return nil }
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = readHex() else { return nil }
            if (0xD800...0xDBFF).contains(high) {
                guard next() == UInt8(ascii: "\\"), next() == UInt8(ascii: "u"), let low = readHex(),
                    (0xDC00...0xDFFF).contains(low)
                else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)
        default: return nil
        }
    }

    private mutating func readHex() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next() else { return nil }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }
}
