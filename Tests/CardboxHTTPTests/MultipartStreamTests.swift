import Foundation
import Testing

@testable import CardboxHTTP

/// Splitting `multipart/form-data` bodies that arrive in pieces of any size.
@Suite struct MultipartStreamTests {
    static let body = Array(
        ("preamble\r\n--XyZ\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nBiology\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.pdf\"\r\n"
            + "Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n-XyZ-\r\n--Xy\r\n"
            + "--XyZ--\r\nepilogue").utf8)

    /// Splits `body` into pieces of `size` bytes and feeds them one by one.
    func parts(
        _ body: [UInt8], pieces size: Int, files: (any UploadFileStore)? = nil
    ) throws(HTTPError)
        -> [MultipartPart]
    {
        let collector = MultipartCollector(files: files, maximumFieldBytes: .max)
        var stream = MultipartStream(boundary: "XyZ")
        var start = 0
        while start < body.count {
            let end = min(body.count, start + size)
            try stream.feed(body[start..<end], to: collector)
            start = end
        }
        try stream.finish()
        return collector.parts
    }

    @Test func everySplitOfABodyGivesTheSameParts() throws {
        let whole = try MultipartParser(boundary: "XyZ").parse(Self.body)
        #expect(whole.map(\.name) == ["deck", "file"])
        #expect(whole[1].text == "%PDF-1.4\r\n-XyZ-\r\n--Xy")
        for size in 1...Self.body.count {
            #expect(try parts(Self.body, pieces: size) == whole, "pieces of \(size) bytes")
        }
    }

    @Test func aBodyCutShortOrWithoutPartNamesIsMalformed() {
        for end in [5, 20, 60, 120, Self.body.count - 20] {
            #expect(throws: HTTPError.self, "cut at \(end)") {
                try parts(Array(Self.body[..<end]), pieces: 7)
            }
        }
        let nameless = Array("--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--".utf8)
        #expect(throws: HTTPError.self) { try parts(nameless, pieces: 3) }
        let delimiterInContent = Array(
            "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--XyZnot\r\n--XyZ--".utf8)
        #expect(throws: HTTPError.self) { try parts(delimiterInContent, pieces: 2) }
        let badLineEnd = Array("--XyZ!!\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--XyZ--".utf8)
        #expect(throws: HTTPError.self) { try parts(badLineEnd, pieces: 4) }
    }

    @Test func aHugeHeaderBlockIsRefusedWithoutWaitingForItsEnd() {
        let header = Array(
            ("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\nX-Padding: "
                + String(repeating: "p", count: MultipartStream.maximumHeaderBytes)).utf8)
        #expect(throws: HTTPError.self) { try parts(header, pieces: 1000) }
    }

    @Test func filesGoToTheStoreInPiecesAndFieldsStayInMemory() throws {
        let files = MemoryUploadFiles()
        let found = try parts(Self.body, pieces: 5, files: files)
        #expect(found[0].text == "Biology")
        #expect(found[0].stored == nil)
        let stored = try #require(found[1].stored)
        #expect(found[1].body.isEmpty)
        let expected = Array("%PDF-1.4\r\n-XyZ-\r\n--Xy".utf8)
        #expect(stored.size == expected.count)
        #expect(files.content(of: stored) == expected)
        #expect(files.largestWrite <= 5)
    }

    @Test func fieldsOverTheirLimitAreRefused() {
        let collector = MultipartCollector(files: MemoryUploadFiles(), maximumFieldBytes: 4)
        var stream = MultipartStream(boundary: "XyZ")
        #expect(throws: HTTPError(.contentTooLarge, "The form's fields are larger than the server accepts.")) {
            try stream.feed(Self.body, to: collector)
        }
    }
}
