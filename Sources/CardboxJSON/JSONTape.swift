import Foundation

/// A JSON document parsed once into a flat list of nodes over its bytes, for ``FastJSONDecoder``.
///
/// It reads RFC 8259 JSON and, as Foundation's reader does, a leading byte-order mark and a comma before a closing
/// bracket; numbers, strings and escapes must be as the RFC has them.
///
/// Each node is a value: its kind, where its bytes are, and for an array or object the index of the node after its
/// last descendant, so a container can be stepped over without walking it. An object's children alternate key
/// (a string node) and value. Strings and numbers stay as bytes until a `Decodable` asks for them.
final class JSONTape: Sendable {
    /// What a node holds.
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, escapedString, array, object
    }

    /// One value.
    struct Node: Sendable {
        /// What it holds.
        var kind: Kind
        /// Strings: the byte after the opening quote; numbers: the first byte; containers: the opening bracket.
        var start: Int32
        /// Strings: the closing quote; numbers: the byte after the last; containers: the index of the node after the
        /// container's last descendant.
        var end: Int32
        /// Containers: how many elements (an object's key-value pairs) it has.
        var count: Int32
    }

    /// The document's bytes.
    let bytes: [UInt8]
    /// The values in document order; the first is the document's top value.
    let nodes: [Node]

    /// The deepest nesting of arrays and objects read (as Foundation's JSON reader allows).
    static let maximumDepth = 512

    /// Parses `bytes`.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the first problem and its byte offset.
    init(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        guard bytes.count < Int(Int32.max) else { throw JSONSyntaxError("the document is over 2 GB", at: 0) }
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }  // a UTF-8 byte-order mark
        try parser.skipWhitespace()
        try parser.value(depth: 0)
        try parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw JSONSyntaxError("unexpected text after the value", at: parser.position)
        }
        self.bytes = bytes
        self.nodes = parser.nodes
    }

    /// The index of the node after `index` and everything inside it.
    func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// The text of string node `index`, with its escapes resolved; `nil` when its bytes are not valid UTF-8.
    func string(at index: Int) -> String? {
        let node = nodes[index]
        let range = Int(node.start)..<Int(node.end)
        if node.kind == .string { return String(validating: bytes[range], as: UTF8.self) }
        return Self.unescaped(bytes[range])
    }

    /// Whether string node `index`, as written (escapes unresolved), holds the byte `byte`.
    func string(at index: Int, contains byte: UInt8) -> Bool {
        let node = nodes[index]
        return bytes[Int(node.start)..<Int(node.end)].contains(byte)
    }

    /// Whether string node `index` holds exactly the UTF-8 bytes of `text`.
    func string(at index: Int, equals text: String) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return string(at: index) == text }
        var text = text
        return text.withUTF8 { utf8 in
            let count = Int(node.end - node.start)
            guard utf8.count == count else { return false }
            let start = Int(node.start)
            for offset in 0..<count where bytes[start + offset] != utf8[offset] { return false }
            return true
        }
    }

    /// The bytes of a string with escapes, resolved; `nil` when they are not valid UTF-8 or a `\u` escape leaves
    /// half a surrogate pair.
    private static func unescaped(_ raw: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.endIndex else { return nil }
            var value: UInt32 = 0
            for byte in raw[at..<at + 4] {
                guard let digit = hexValue(byte) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(index) else { return nil }
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 1 < raw.endIndex, raw[index] == UInt8(ascii: "\\"),
                        raw[index + 1] == UInt8(ascii: "u"),
                        let low = hex4(index + 2), (0xDC00..<0xE000).contains(low)
                    else { return nil }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    return nil
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default: out.append(escape)  // \" \\ \/ (the parser allowed no other)
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The recursive-descent reader that fills ``nodes``.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var nodes: [Node] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            nodes.reserveCapacity(bytes.count / 12)
        }

        mutating func skipWhitespace() throws(JSONSyntaxError) {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) {
            guard position < bytes.count else {
                throw JSONSyntaxError("the document ends where a value should be", at: position)
            }
            switch bytes[position] {
            case UInt8(ascii: "{"): try container(object: true, depth: depth)
            case UInt8(ascii: "["): try container(object: false, depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true", .true)
            case UInt8(ascii: "f"): try literal("false", .false)
            case UInt8(ascii: "n"): try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw JSONSyntaxError("unexpected character", at: position)
            }
        }

        private mutating func literal(_ word: StaticString, _ kind: Kind) throws(JSONSyntaxError) {
            let count = word.utf8CodeUnitCount
            let (start, text) = (position, bytes)
            let matches =
                start + count <= text.count
                && word.withUTF8Buffer { letters in letters.indices.allSatisfy { text[start + $0] == letters[$0] } }
            guard matches else { throw JSONSyntaxError("unexpected character", at: position) }
            nodes.append(Node(kind: kind, start: Int32(position), end: Int32(position + count), count: 0))
            position += count
        }

        private mutating func container(object: Bool, depth: Int) throws(JSONSyntaxError) {
            guard depth < JSONTape.maximumDepth else {
                throw JSONSyntaxError("arrays and objects nest too deep (over \(JSONTape.maximumDepth))", at: position)
            }
            let index = nodes.count
            nodes.append(Node(kind: object ? .object : .array, start: Int32(position), end: 0, count: 0))
            let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            try skipWhitespace()
            var count: Int32 = 0
            if position < bytes.count && bytes[position] == close {
                position += 1
            } else {
                while true {
                    if object {
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                            throw JSONSyntaxError("expected a key in quotes", at: position)
                        }
                        try string()
                        try skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                            throw JSONSyntaxError("expected ':' after a key", at: position)
                        }
                        position += 1
                        try skipWhitespace()
                    }
                    try value(depth: depth + 1)
                    count += 1
                    try skipWhitespace()
                    guard position < bytes.count else {
                        throw JSONSyntaxError("the document ends inside a container", at: position)
                    }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        try skipWhitespace()
                        // A comma before the closing bracket is let through, as Foundation's reader does.
                        if position < bytes.count && bytes[position] == close {
                            position += 1
                            break
                        }
                    } else if bytes[position] == close {
                        position += 1
                        break
                    } else {
                        throw JSONSyntaxError(object ? "expected ',' or '}'" : "expected ',' or ']'", at: position)
                    }
                }
            }
            nodes[index].end = Int32(nodes.count)
            nodes[index].count = count
        }

        private mutating func string() throws(JSONSyntaxError) {
            let start = position + 1
            position = start
            var escaped = false
            while true {
                guard position < bytes.count else { throw JSONSyntaxError("a string is not closed", at: start - 1) }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw JSONSyntaxError("a control character inside a string", at: position) }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    guard position + 1 < bytes.count else {
                        throw JSONSyntaxError("a string is not closed", at: start - 1)
                    }
                    switch bytes[position + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 2
                    case UInt8(ascii: "u"):
                        guard position + 6 <= bytes.count,
                            bytes[position + 2..<position + 6].allSatisfy({ JSONTape.hexValue($0) != nil })
                        else { throw JSONSyntaxError("a \\u escape needs four hex digits", at: position) }
                        position += 6
                    default: throw JSONSyntaxError("an unknown escape", at: position)
                    }
                    continue
                }
                position += 1
            }
            nodes.append(
                Node(kind: escaped ? .escapedString : .string, start: Int32(start), end: Int32(position), count: 0))
            position += 1
        }

        private mutating func number() throws(JSONSyntaxError) {
            let start = position
            func digits() -> Int {
                let from = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    position += 1
                }
                return position - from
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integer = position
            guard digits() > 0 else { throw JSONSyntaxError("a number needs digits", at: start) }
            if bytes[integer] == UInt8(ascii: "0") && position - integer > 1 {
                throw JSONSyntaxError("a number starts with 0", at: start)
            }
            if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw JSONSyntaxError("a number needs digits after '.'", at: start) }
            }
            if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
            {
                position += 1
                if position < bytes.count
                    && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
                {
                    position += 1
                }
                guard digits() > 0 else { throw JSONSyntaxError("a number needs digits in its exponent", at: start) }
            }
            nodes.append(Node(kind: .number, start: Int32(start), end: Int32(position), count: 0))
        }
    }
}

/// Why a document is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let problem: String
    /// The byte offset it was found at.
    public let offset: Int

    init(_ problem: String, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    public var description: String { "\(problem) (at byte \(offset))" }
}
