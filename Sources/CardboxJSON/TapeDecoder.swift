import Foundation

/// The `Decoder` over one node of a ``JSONTape``.
struct TapeDecoder: Decoder {
    let tape: JSONTape
    let node: Int
    let path: TapePath
    let options: FastJSONDecoder

    /// The name an object's key `key` has for the coding keys, under the decoder's key strategy.
    func codingName(of key: String) -> String {
        options.keyDecoding == .convertFromSnakeCase ? SnakeCaseKeys.camelCase(key) : key
    }

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.nodes[node].kind == .object else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.nodes[node].kind == .array else { throw mismatch([Any].self) }
        return TapeUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(decoder: self)
    }

    /// The decoder of node `index`, at `path`.
    func child(_ index: Int, path: TapePath) -> TapeDecoder {
        TapeDecoder(tape: tape, node: index, path: path, options: options)
    }

    // MARK: - Values

    /// The node's value as `Value`: the types JSON has natively read straight from the node, dates, data, URLs and
    /// decimals as `JSONDecoder` reads them, anything else by its `Decodable` conformance.
    func unwrap<Value: Decodable>(_ type: Value.Type) throws -> Value {
        // An array's storage is sized once from its element count.
        if tape.nodes[node].kind == .array, let array = type as? any TapeSizedArray.Type {
            return try Self.typed(try array.init(sizedFrom: self))
        }
        if let read = Leaf.reads(type) { return try Self.typed(try read(leaf)) }
        if options.keyDecoding != .useDefaultKeys, let dictionary = type as? any TapeStringKeyedDictionary.Type {
            return try Self.typed(try dictionary.init(keysAsWrittenFrom: self))
        }
        switch type {
        case is Date.Type: return try Self.typed(try date())
        case is Data.Type:
            guard let data = Data(base64Encoded: try leaf.string()) else {
                throw leaf.corrupted("Encountered Data is not valid Base64.")
            }
            return try Self.typed(data)
        case is URL.Type:
            guard let url = URL(string: try leaf.string()) else { throw leaf.corrupted("Invalid URL string.") }
            return try Self.typed(url)
        case is Decimal.Type:
            guard tape.nodes[node].kind == .number, let decimal = Decimal(string: leaf.numberText(), locale: nil) else {
                throw leaf.mismatch(Decimal.self)
            }
            return try Self.typed(decimal)
        default: return try Value(from: self)
        }
    }

    /// `value` as the `Value` it was read as; the type was chosen by `Value`, so the cast cannot fail.
    static func typed<Value>(_ value: Any) throws -> Value {
        guard let value = value as? Value else {
            throw DecodingError.typeMismatch(
                Value.self, .init(codingPath: [], debugDescription: "Read as \(type(of: value))."))
        }
        return value
    }

    /// This decoder's node as a ``Leaf``.
    var leaf: Leaf { Leaf(tape: tape, node: node, parent: path, step: .none) }

    func isNull() -> Bool { tape.nodes[node].isNull }

    func date() throws -> Date {
        switch options.dateDecoding {
        case .deferredToDate: return try Date(from: self)
        case .custom(let read): return try read(self)
        }
    }

    func mismatch(_ type: Any.Type) -> DecodingError { leaf.mismatch(type) }

    /// One value node read as a value JSON has natively; its coding path is made only for an error, so reading a
    /// field allocates nothing.
    struct Leaf {
        /// The last step of the node's path, beyond `parent`.
        enum Step {
            case none
            case key(any CodingKey)
            case index(Int)
        }

        let tape: JSONTape
        let node: Int
        let parent: TapePath
        let step: Step

        /// The node's coding path.
        var path: TapePath {
            switch step {
            case .none: parent
            case .key(let key): parent.adding(key)
            case .index(let index): .index(index, parent)
            }
        }

        /// How to read a value of `type` from a leaf, when it is one of the types JSON has natively.
        static func reads<T>(_ type: T.Type) -> ((Leaf) throws -> Any)? {
            switch type {
            case is String.Type: { try $0.string() }
            case is Int.Type: { try $0.integer(Int.self) }
            case is Int64.Type: { try $0.integer(Int64.self) }
            case is Int32.Type: { try $0.integer(Int32.self) }
            case is Double.Type: { try $0.floatingPoint(Double.self) }
            case is Bool.Type: { try $0.bool() }
            default: nil
            }
        }

        func string() throws -> String {
            let kind = tape.nodes[node].kind
            guard kind == .string || kind == .escapedString else { throw mismatch(String.self) }
            guard let text = tape.string(at: node) else { throw corrupted("The string is not valid UTF-8.") }
            return text
        }

        func bool() throws -> Bool {
            switch tape.nodes[node].kind {
            case .true: return true
            case .false: return false
            default: throw mismatch(Bool.self)
            }
        }

        /// The number's text.
        func numberText() -> String {
            let value = tape.nodes[node]
            return String(decoding: tape.bytes[Int(value.start)..<Int(value.end)], as: UTF8.self)
        }

        func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
            let value = tape.nodes[node]
            guard value.kind == .number else { throw mismatch(Integer.self) }
            // Plain integers are read digit by digit; a fraction or exponent must still name a whole number in
            // range.
            var result: Integer = 0
            var index = Int(value.start)
            let end = Int(value.end)
            let negative = tape.bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            while index < end {
                let byte = tape.bytes[index]
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                    guard let double = Double(numberText()), let exact = Integer(exactly: double) else {
                        throw tooLarge(Integer.self)
                    }
                    return exact
                }
                let digit = Integer(byte - UInt8(ascii: "0"))
                let (shifted, overflowA) = result.multipliedReportingOverflow(by: 10)
                let (next, overflowB) =
                    negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                guard !overflowA && !overflowB else { throw tooLarge(Integer.self) }
                result = next
                index += 1
            }
            return result
        }

        func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
            _ type: Number.Type
        ) throws -> Number {
            guard tape.nodes[node].kind == .number else { throw mismatch(Number.self) }
            guard let number = Number(numberText()), number.isFinite else { throw tooLarge(Number.self) }
            return number
        }

        /// `typeMismatch`, or `valueNotFound` for null, at the node.
        func mismatch(_ type: Any.Type) -> DecodingError {
            let found: String
            switch tape.nodes[node].kind {
            case .null: found = "null"
            case .true, .false: found = "bool"
            case .number: found = "number"
            case .string, .escapedString: found = "a string"
            case .array: found = "an array"
            case .object: found = "a dictionary"
            }
            let context = DecodingError.Context(
                codingPath: path.codingPath, debugDescription: "Expected to decode \(type) but found \(found) instead.")
            return tape.nodes[node].isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
        }

        func corrupted(_ description: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: path.codingPath, debugDescription: description))
        }

        private func tooLarge(_ type: Any.Type) -> DecodingError {
            corrupted("Parsed JSON number <\(numberText())> does not fit in \(type).")
        }
    }
}

/// An object's fields, found by comparing each key's bytes.
///
/// A field is looked up by walking the object's key nodes, without an index built per object; values JSON has
/// natively are read straight from their node, and the coding path is only assembled for an error.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        var keys: [Key] = []
        forEachKey { index in
            if let key = decoder.tape.string(at: index).flatMap({ Key(stringValue: decoder.codingName(of: $0)) }) {
                keys.append(key)
            }
            return false
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    /// Calls `body` with each key node in order until it returns true; returns that key node.
    @discardableResult
    private func forEachKey(_ body: (Int) -> Bool) -> Int? {
        let tape = decoder.tape
        var index = decoder.node + 1
        for _ in 0..<tape.nodes[decoder.node].count {
            if body(index) { return index }
            index = tape.next(after: index + 1)
        }
        return nil
    }

    /// The value node of `key`, if the object has it.
    private func find(_ key: some CodingKey) -> Int? {
        let name = key.stringValue
        let tape = decoder.tape
        guard decoder.options.keyDecoding == .convertFromSnakeCase else {
            return forEachKey { tape.string(at: $0, equals: name) }.map { $0 + 1 }
        }
        return forEachKey { index in
            // A key with neither an underscore nor an escape (which may stand for one) is compared as written.
            if !tape.string(at: index, contains: UInt8(ascii: "_")),
                !tape.string(at: index, contains: UInt8(ascii: "\\"))
            {
                return tape.string(at: index, equals: name)
            }
            return tape.string(at: index).map(SnakeCaseKeys.camelCase) == name
        }.map { $0 + 1 }
    }

    /// The value node of `key`, or `keyNotFound`.
    private func node(_ key: some CodingKey) throws -> Int {
        guard let node = find(key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return node
    }

    /// The decoder of `key`'s value, or `keyNotFound`.
    private func value(_ key: some CodingKey) throws -> TapeDecoder {
        decoder.child(try node(key), path: decoder.path.adding(key))
    }

    /// Reads `key`'s value with `read`, given the node and a way to make its path should it fail.
    private func read<Value>(
        _ key: Key, _ read: (TapeDecoder.Leaf) throws -> Value
    ) throws -> Value {
        try read(TapeDecoder.Leaf(tape: decoder.tape, node: try node(key), parent: decoder.path, step: .key(key)))
    }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.tape.nodes[try node(key)].isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key) { try $0.bool() } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key) { try $0.string() } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key) { try $0.floatingPoint(type) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key) { try $0.floatingPoint(type) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) { try $0.integer(type) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) { try $0.integer(type) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) { try $0.integer(type) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) { try $0.integer(type) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) { try $0.integer(type) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(key) { try $0.integer(type) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) { try $0.integer(type) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) { try $0.integer(type) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) { try $0.integer(type) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(key) { try $0.integer(type) } }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let leaf = TapeDecoder.Leaf.reads(type) { return try TapeDecoder.typed(try read(key) { try leaf($0) }) }
        return try value(key).unwrap(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = find(key), !decoder.tape.nodes[node].isNull else { return nil }
        if let leaf = TapeDecoder.Leaf.reads(type) {
            return try leaf(TapeDecoder.Leaf(tape: decoder.tape, node: node, parent: decoder.path, step: .key(key)))
                as? T
        }
        return try decoder.child(node, path: decoder.path.adding(key)).unwrap(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try value(TapeKey(stringValue: "super")) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
}

/// An array's elements, read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    private var node: Int
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder) {
        self.decoder = decoder
        self.node = decoder.node + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { Int(decoder.tape.nodes[decoder.node].count) }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The next element as a leaf, moving past it; `valueNotFound` at the end.
    private mutating func next(_ type: Any.Type) throws -> TapeDecoder.Leaf {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: TapePath.index(currentIndex, decoder.path).codingPath,
                    debugDescription: "Unkeyed container is at end."))
        }
        let element = TapeDecoder.Leaf(tape: decoder.tape, node: node, parent: decoder.path, step: .index(currentIndex))
        node = decoder.tape.next(after: node)
        currentIndex += 1
        return element
    }

    /// The next element's decoder, moving past it.
    private mutating func nextDecoder(_ type: Any.Type) throws -> TapeDecoder {
        let element = try next(type)
        return decoder.child(element.node, path: element.path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return try next(Never.self).tape.nodes[node].isNull }
        guard decoder.tape.nodes[node].isNull else { return false }
        _ = try next(Never.self)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).bool() }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).string() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).floatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).floatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let read = TapeDecoder.Leaf.reads(type) { return try TapeDecoder.typed(try read(try next(type))) }
        return try nextDecoder(type).unwrap(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder(Any.self) }
}

/// One value read as a whole.
struct TapeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: TapeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// The value as a leaf, or `valueNotFound` when it is null.
    private func present(_ type: Any.Type) throws -> TapeDecoder.Leaf {
        guard !decoder.isNull() else { throw decoder.mismatch(type) }
        return decoder.leaf
    }

    func decodeNil() -> Bool { decoder.isNull() }
    func decode(_ type: Bool.Type) throws -> Bool { try present(type).bool() }
    func decode(_ type: String.Type) throws -> String { try present(type).string() }
    func decode(_ type: Double.Type) throws -> Double { try present(type).floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try present(type).floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try present(type).integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try present(type).integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try present(type).integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try present(type).integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try present(type).integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try present(type).integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try present(type).integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try present(type).integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try present(type).integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try present(type).integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !decoder.isNull() || type is any ExpressibleByNilLiteral.Type else { throw decoder.mismatch(type) }
        return try decoder.unwrap(type)
    }
}

extension JSONTape.Node {
    /// Whether the node is `null`.
    var isNull: Bool { kind == .null }
}

/// An array read by ``TapeDecoder`` with its storage reserved for every element at once: a backup's 300,000 cards
/// are not copied again each time the array grows.
protocol TapeSizedArray {
    init(sizedFrom decoder: TapeDecoder) throws
}

extension Array: TapeSizedArray where Element: Decodable {
    init(sizedFrom decoder: TapeDecoder) throws {
        var container = TapeUnkeyedContainer(decoder: decoder)
        self.init()
        reserveCapacity(container.count ?? 0)
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }
}

/// A dictionary keyed by strings, whose keys `JSONDecoder` reads as written whatever its key strategy (the strategy
/// is for the coding keys of types; a dictionary's keys are data).
protocol TapeStringKeyedDictionary {
    /// Reads the dictionary at `decoder`'s node, its keys as written and its values with `decoder`'s options.
    init(keysAsWrittenFrom decoder: TapeDecoder) throws
}

extension Dictionary: TapeStringKeyedDictionary where Key == String, Value: Decodable {
    init(keysAsWrittenFrom decoder: TapeDecoder) throws {
        let tape = decoder.tape
        guard tape.nodes[decoder.node].kind == .object else { throw decoder.mismatch([String: Any].self) }
        self.init()
        var index = decoder.node + 1
        for _ in 0..<tape.nodes[decoder.node].count {
            guard let key = tape.string(at: index) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "A key is not valid UTF-8."))
            }
            self[key] = try decoder.child(index + 1, path: decoder.path.adding(TapeKey(stringValue: key)))
                .unwrap(Value.self)
            index = tape.next(after: index + 1)
        }
    }
}
