import CardboxCompression
import CardboxTestSupport
import Foundation
import Testing

/// zlib through its one adapter: what it writes, another program reads back.
@Suite struct CompressionTests {
    /// Runs `program` with `input` on standard input and returns standard output.
    func run(_ program: String, _ arguments: [String], input: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(output)
    }

    static let text = Array(String(repeating: "Spaced repetition schedules reviews. ", count: 400).utf8)

    @Test func gzipIsReadBackByGzip() throws {
        let compressed = try #require(Gzip.compress(Self.text))
        #expect(compressed.count < Self.text.count / 10)
        #expect(Array(compressed.prefix(2)) == [0x1F, 0x8B])
        #expect(try run("/bin/gzip", ["-dc"], input: compressed) == Self.text)
    }

    @Test func aZlibStreamWrittenInPiecesIsReadBackByPython() throws {
        let deflater = try Deflater(format: .zlib, level: 9)
        var compressed: [UInt8] = []
        for start in stride(from: 0, to: Self.text.count, by: 1000) {
            compressed += try deflater.append(Array(Self.text[start..<min(start + 1000, Self.text.count)]))
        }
        compressed += try deflater.finish()
        #expect(try deflater.finish().isEmpty)
        let script = "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))"
        #expect(try run("/usr/bin/env", ["python3", "-c", script], input: compressed) == Self.text)
    }

    @Test(arguments: [("", UInt32(0)), ("123456789", 0xCBF4_3926), ("The quick brown fox", 0xB745_74DE)])
    func crc32MatchesTheStandardCheckValues(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test func aCRCCanBeContinued() {
        let whole = CRC32.checksum(Array("123456789".utf8))
        #expect(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))) == whole)
    }
}
