import CardboxJSON
import Foundation
import Testing

/// The hand-written JSON path: separators, escapes, numbers, dates and left-out members, checked against the text
/// JSON would have and against Foundation's parser.
@Suite struct JSONWriterTests {
    struct Point: JSONWritable {
        let x: Int
        let label: String?

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("x", x)
            writer.member("label", label)
            writer.endObject()
        }
    }

    struct Shape: JSONWritable {
        let points: [Point]
        let tags: [String]
        let closed: Bool
        let made: Date?
        let center: Point?

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("points", points)
            writer.member("tags", tags)
            writer.member("closed", closed)
            writer.member("made", made)
            writer.member("center", center)
            writer.endObject()
        }
    }

    func text(_ value: some JSONWritable) -> String {
        String(decoding: JSONWriter.bytes(of: value), as: UTF8.self)
    }

    @Test func nestedValuesAreSeparatedOnce() {
        let shape = Shape(
            points: [Point(x: 1, label: nil), Point(x: -20, label: "b")], tags: [], closed: true,
            made: Date(timeIntervalSince1970: 1_764_544_726.75), center: nil)
        #expect(
            text(shape)
                == #"{"points":[{"x":1},{"x":-20,"label":"b"}],"tags":[],"closed":true,"made":"2025-11-30T23:18:46Z"}"#
        )
    }

    @Test func stringsAreEscapedAsJSONRequires() throws {
        let label = "quote \" backslash \\ slash / tab\t newline\n bell \u{07} Köln 🧬"
        let written = text(Point(x: 0, label: label))
        #expect(written.contains(#"quote \" backslash \\ slash / tab\t newline\n bell \u0007 Köln 🧬"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        #expect(parsed?["label"] as? String == label)
    }

    @Test func integersAtTheirLimitsAndDatesBeforeTheEpoch() {
        #expect(text(Point(x: Int.min, label: nil)) == #"{"x":-9223372036854775808}"#)
        #expect(text(Point(x: Int.max, label: nil)) == #"{"x":9223372036854775807}"#)
        #expect(text(Point(x: 0, label: nil)) == #"{"x":0}"#)
        let early = Shape(points: [], tags: ["a"], closed: false, made: Date(timeIntervalSince1970: -1), center: nil)
        #expect(text(early) == #"{"points":[],"tags":["a"],"closed":false,"made":"1969-12-31T23:59:59Z"}"#)
    }
}
