/// HTTP header fields in order, looked up without regard to case.
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    private var fields: [(name: String, value: String)] = []

    /// Creates headers from name–value pairs.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of `name`, or `nil`; setting replaces every field of that name (`nil` removes them).
    public subscript(name: String) -> String? {
        get {
            fields.first { $0.name.equalsIgnoringASCIICase(name) }?.value
        }
        set {
            fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
            if let newValue {
                fields.append((name: name, value: newValue))
            }
        }
    }

    /// Adds a field, keeping any of the same name (for `Set-Cookie`).
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Every value of `name`, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// Iterates the fields in order.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: String)> {
        fields.makeIterator()
    }

    /// Two header lists are equal when they hold the same fields in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}
