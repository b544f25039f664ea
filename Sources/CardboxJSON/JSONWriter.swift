public import Foundation

/// A value that writes its own JSON through a ``JSONWriter``.
///
/// For the API's busiest responses, where going through `Encodable` costs more than the database query. It stays
/// `Encodable`, and the two must write the same JSON (the tests compare them).
public protocol JSONWritable: Encodable {
    /// Writes the value at the writer's position: one object, array or scalar.
    func write(to writer: inout JSONWriter)
}

/// Writes JSON straight into bytes, member by member, in the API's spelling: the caller gives snake_case keys, dates
/// are ISO 8601 in UTC, slashes are not escaped, and `nil` members are left out (as ``FastJSONEncoder`` writes them).
///
/// Calls must nest: every ``beginObject()`` or ``beginArray()`` is closed by its `end`, members go inside objects,
/// elements inside arrays.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the open container has nothing in it yet (no comma before the next member).
    private var atStart = true

    /// Fractions are rounded to multiples of 1 / `roundingScale` when set.
    private var roundingScale: Double?

    /// Creates a writer with room for `capacity` bytes that rounds fractions to `decimalPlaces` when given, as
    /// ``FastJSONEncoder`` does.
    public init(capacity: Int = 1024, decimalPlaces: Int? = nil) {
        bytes.reserveCapacity(capacity)
        roundingScale = decimalPlaces.map(JSONText.roundingScale(decimalPlaces:))
    }

    /// The JSON of `value`.
    public static func bytes(of value: some JSONWritable) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        value.write(to: &writer)
        return writer.bytes
    }

    /// Opens an object, as a member's or an element's value or at the top.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        atStart = true
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        atStart = false
    }

    /// Opens an array.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        atStart = true
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        atStart = false
    }

    /// Starts a member of the open object, named `name` as given; its value comes next.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        atStart = true
    }

    /// Starts a member of the open object named by text only known at run time, such as a dictionary's key; it is
    /// escaped as a string is.
    public mutating func key(dynamic name: String) {
        separate()
        JSONText.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        atStart = true
    }

    /// Writes the comma before an element of the open array or a member of the open object; none right after
    /// ``key(_:)`` or an opening bracket.
    private mutating func separate() {
        if !atStart { bytes.append(UInt8(ascii: ",")) }
        atStart = false
    }

    /// Writes a string value.
    public mutating func value(_ text: String) {
        separate()
        JSONText.appendString(text, to: &bytes)
    }

    /// Writes an integer value.
    public mutating func value(_ number: Int64) {
        separate()
        JSONText.appendInteger(number, to: &bytes)
    }

    /// Writes an integer value.
    public mutating func value(_ number: Int) {
        value(Int64(number))
    }

    /// Writes a number; one that is not finite, which JSON cannot hold, as `null`.
    public mutating func value(_ number: Double) {
        separate()
        guard number.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        JSONText.appendDouble(number, roundingScale: roundingScale, to: &bytes)
    }

    /// Writes `true` or `false`.
    public mutating func value(_ flag: Bool) {
        separate()
        let text: StaticString = flag ? "true" : "false"
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes a date as ISO 8601 in UTC, whole seconds.
    public mutating func value(_ date: Date) {
        separate()
        JSONText.appendDate(date, to: &bytes)
    }

    /// Writes a value that writes itself.
    public mutating func value(_ nested: some JSONWritable) {
        nested.write(to: &self)
    }

    /// Writes an array of strings.
    public mutating func value(_ texts: [String]) {
        beginArray()
        for text in texts { value(text) }
        endArray()
    }

    /// Writes an array of values that write themselves.
    public mutating func value<Element: JSONWritable>(_ elements: [Element]) {
        beginArray()
        for element in elements { value(element) }
        endArray()
    }

    /// Writes member `name` with a string value, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ text: String?) {
        guard let text else { return }
        key(name)
        value(text)
    }

    /// Writes member `name` with an integer value, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ number: Int64?) {
        guard let number else { return }
        key(name)
        value(number)
    }

    /// Writes member `name` with an integer value, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ number: Int?) {
        guard let number else { return }
        key(name)
        value(number)
    }

    /// Writes member `name` with a number, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ number: Double?) {
        guard let number else { return }
        key(name)
        value(number)
    }

    /// Writes member `name` with `true` or `false`, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ flag: Bool?) {
        guard let flag else { return }
        key(name)
        value(flag)
    }

    /// Writes member `name` with a date, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ date: Date?) {
        guard let date else { return }
        key(name)
        value(date)
    }

    /// Writes member `name` with an array of strings.
    public mutating func member(_ name: StaticString, _ texts: [String]) {
        key(name)
        value(texts)
    }

    /// Writes member `name` with a value that writes itself, or nothing when it is `nil`.
    public mutating func member(_ name: StaticString, _ nested: (some JSONWritable)?) {
        guard let nested else { return }
        key(name)
        value(nested)
    }

    /// Writes member `name` with an array of values that write themselves.
    public mutating func member<Element: JSONWritable>(_ name: StaticString, _ elements: [Element]) {
        key(name)
        value(elements)
    }
}
