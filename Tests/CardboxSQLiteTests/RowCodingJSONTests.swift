import CardboxCore
import Foundation
import Testing

@testable import CardboxSQLite

/// The JSON a stored paragraph's sentences and box are written as, built by hand, against Foundation's encoder.
@Suite struct RowCodingJSONTests {
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: [
        [], [TextSpan(start: 0, end: 95)],
        [TextSpan(start: 0, end: 95), TextSpan(start: 96, end: 183), TextSpan(start: 184, end: 1_000_000)],
    ])
    func spansAreWrittenAsTheEncoderWritesThem(_ spans: [TextSpan]) throws {
        let text = RowCoding.json(spans)
        #expect(text == (try encoded(spans)))
        #expect(try RowCoding.decode([TextSpan].self, text) == spans)
    }

    @Test(arguments: [
        PageBox(x0: 56, y0: 610.33, x1: 283.18, y1: 710.78), PageBox(x0: 0, y0: 0, x1: 595.2756, y1: 841.8898),
        PageBox(x0: -12.5, y0: 0.1, x1: 1e-5, y1: 14_400), PageBox(x0: 0.30000000000000004, y0: 2, x1: 3, y1: 4),
    ])
    func boxesReadBackTheSame(_ box: PageBox) throws {
        let text = RowCoding.json(box)
        #expect(try RowCoding.decode(PageBox.self, text) == box)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Double] != nil)
    }

    @Test func wholeAndShortNumbersAreWrittenAsTheEncoderWritesThem() throws {
        let box = PageBox(x0: 56, y0: 610.33, x1: 283.18, y1: 710)
        #expect(RowCoding.json(box) == #"{"x0":56,"x1":283.18,"y0":610.33,"y1":710}"#)
        #expect(RowCoding.json(box) == (try encoded(box)))
    }
}
