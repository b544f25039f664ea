/// The `Encoder` for one value: its container writes into the shared sink as values arrive.
final class StreamingEncoder: Encoder {
    let sink: JSONSink
    /// The encoder of the value this one is a member of; it outlives this one, which it encodes.
    private unowned let parent: StreamingEncoder?
    /// This value's key in its parent (`nil` for an array element or the top).
    private let key: (any CodingKey)?
    let userInfo: [CodingUserInfoKey: Any] = [:]
    @exclusivity(unchecked) private var opened: StaticString?
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var pending: StreamingEncoder?

    init(sink: JSONSink, parent: StreamingEncoder?, key: (any CodingKey)?) {
        self.sink = sink
        self.parent = parent
        self.key = key
    }

    /// The keys from the top down to this value, worked out when asked for (an error's context) rather than built
    /// for every value written.
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: StreamingEncoder? = self
        while let current = node {
            if let key = current.key { path.append(key) }
            node = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        open("{", close: "}")
        return KeyedEncodingContainer(KeyedWriter(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        open("[", close: "]")
        return UnkeyedWriter(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueWriter(encoder: self)
    }

    /// Closes the container, or writes `null` for a value that wrote nothing.
    func finish() {
        finishPending()
        if let opened {
            sink.append(opened)
            self.opened = nil
        } else if count == 0 {
            sink.append("null")
        }
    }

    private func open(_ bracket: StaticString, close: StaticString) {
        if opened == nil && count == 0 {
            sink.append(bracket)
            opened = close
        }
    }

    /// Starts the next member: finishes a nested container left open, writes the separator and the key.
    func beginMember(_ key: (any CodingKey)?) {
        finishPending()
        if count > 0 { sink.append(",") }
        count += 1
        if let key {
            sink.writeString(sink.key(key))
            sink.append(":")
        }
    }

    /// A nested encoder whose container stays open until the next member or the end.
    func nested(_ key: (any CodingKey)?) -> StreamingEncoder {
        beginMember(key)
        let child = StreamingEncoder(sink: sink, parent: self, key: key)
        pending = child
        return child
    }

    private func finishPending() {
        if let pending {
            self.pending = nil
            pending.finish()
        }
    }

    /// Marks a single value as written.
    func wroteSingleValue() {
        count += 1
    }
}
