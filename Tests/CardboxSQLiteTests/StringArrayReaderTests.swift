import Foundation
import Testing

@testable import CardboxSQLite

@Suite struct StringArrayReaderTests {
    @Test(arguments: [
        [], ["a"], ["Ribosome", "Nucleus", "Golgi apparatus"], ["quote \" and backslash \\ and slash /"],
        ["tab\tnew\nline\r", "\u{08}\u{0C}"], ["Köln", "日本語", "emoji 🧬 and 𝄞"], ["control \u{01}"], [""],
    ])
    func readsWhatTheEncoderWrites(_ values: [String]) throws {
        let text = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        var reader = StringArrayReader(text)
        #expect(reader.read() == values)
        #expect(try RowCoding.strings(text) == values)
    }

    @Test func readsEscapesWrittenByOtherEncoders() {
        var reader = StringArrayReader(#"["caf\u00e9","\ud83e\uddec","a\/b"]"#)
        #expect(reader.read() == ["café", "🧬", "a/b"])
    }

    @Test(arguments: [#"["a",]"#, #"["a" ]"#, #"[1]"#, #"["a""#, #"["\x"]"#, #"["\ud800"]"#, #"["a"] x"#, "{}"])
    func leavesUnusualTextToTheDecoder(_ text: String) {
        var reader = StringArrayReader(text)
        #expect(reader.read() == nil)
    }
}
