import CardboxInterchange
import Testing

/// RFC 4180 quoting and formula defusing, field by field and for whole documents.
@Suite struct CSVWriterTests {
    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        ("cr\rhere", "\"cr\rhere\""), ("", ""), ("=1+2", "'=1+2"), ("+44 20", "'+44 20"), ("-5", "'-5"),
        ("@SUM(A1)", "'@SUM(A1)"), ("\tTab", "'\tTab"),
        ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
        ("a=b", "a=b"), ("Zoë, née Ünal", "\"Zoë, née Ünal\""),
        // A quote followed by a combining mark is one character but still a quote to whoever reads the file.
        ("a\"\u{0613}b", "\"a\"\"\u{0613}b\""),
    ])
    func fieldsAreQuotedAndDefused(value: String, written: String) {
        #expect(CSVWriter.field(value) == written)
    }

    @Test func recordsEndWithCRLF() {
        var writer = CSVWriter()
        writer.append(["name", "score"])
        writer.append(["Ada, L.", "3"])
        #expect(writer.text == "name,score\r\n\"Ada, L.\",3\r\n")
        #expect(CSVWriter.document([["a"], ["b", ""]]) == "a\r\nb,\r\n")
    }
}
