/// Writes `Encodable` values as JSON in one pass, straight into bytes, the way the API sends them: keys in
/// snake_case (`deckId` → `deck_id`) in declaration order, dates as ISO 8601 in UTC, slashes not escaped, `nil`
/// optionals left out.
///
/// Foundation's `JSONEncoder` builds a tree of values first and converts every key on every call; on the server's
/// busiest routes that cost more than the database query. The output is the same JSON (up to key order), which
/// the tests check against `JSONEncoder` for the web API's response types.
public struct FastJSONEncoder: Sendable {
    /// When set, numbers with a fraction are written rounded to this many decimals (`0.3825` rather than
    /// `0.38249999999999995`); `nil` writes every digit a `Double` has.
    public var decimalPlaces: Int?

    /// Creates an encoder that rounds fractions to `decimalPlaces` when given.
    public init(decimalPlaces: Int? = nil) {
        self.decimalPlaces = decimalPlaces
    }

    /// The JSON text of `value`.
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = JSONSink()
        if let decimalPlaces {
            sink.roundingScale = JSONText.roundingScale(decimalPlaces: decimalPlaces)
        }
        try sink.write(value, parent: nil, key: nil)
        return sink.bytes
    }
}
