import CardboxHTTP
import Testing

/// `Range` headers read against a body's size, and the responses they make.
@Suite struct ByteRangeTests {
    @Test(arguments: [
        ("bytes=0-1", ByteRange.partial(0...1)),
        ("bytes=0-", .partial(0...9)),
        ("bytes=4-100", .partial(4...9)),
        ("bytes=-3", .partial(7...9)),
        ("bytes=-30", .partial(0...9)),
        (" Bytes=2-2 ", .partial(2...2)),
        ("bytes = 2-2", .whole),
        ("bytes=10-", .unsatisfiable),
        ("bytes=-0", .unsatisfiable),
        ("bytes=0-1,4-5", .whole),
        ("bytes=5-2", .whole),
        ("bytes=-", .whole),
        ("bytes=a-b", .whole),
        ("bytes=+1-2", .whole),
        ("items=0-1", .whole),
        ("bytes=99999999999999999999-", .whole),
    ])
    func aRangeHeaderIsReadAgainstTheSize(header: String, expected: ByteRange) {
        #expect(ByteRange(header: header, size: 10) == expected)
    }

    @Test func noHeaderOrAnEmptyBodyIsTheWholeBody() {
        #expect(ByteRange(header: nil, size: 10) == .whole)
        #expect(ByteRange(header: "bytes=-5", size: 0) == .whole)
    }

    @Test func eachAnswerSaysItTakesRangesAndAPartOrARefusalSaysOfWhat() {
        let bytes: [UInt8] = Array(0..<10)
        let headers = HTTPHeaders([("Content-Type", "audio/ogg")])
        let part = ByteRange.partial(2...4).response(bytes, headers: headers)
        #expect(part.status == .partialContent)
        #expect(part.headers["Content-Range"] == "bytes 2-4/10")
        #expect(part.headers["Accept-Ranges"] == "bytes")
        #expect(part.bodyBytes == [2, 3, 4])
        let refused = ByteRange.unsatisfiable.response(bytes, headers: headers)
        #expect(refused.status == .rangeNotSatisfiable)
        #expect(refused.headers["Content-Range"] == "bytes */10")
        #expect(refused.bodyBytes.isEmpty)
        let whole = ByteRange.whole.response(bytes, headers: headers)
        #expect(whole.status == .ok)
        #expect(whole.headers["Accept-Ranges"] == "bytes")
        #expect(whole.bodyBytes == bytes)
    }
}
