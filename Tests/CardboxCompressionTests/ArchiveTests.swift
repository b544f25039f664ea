import CardboxCompression
import Foundation
import Testing

/// Zip archives through libzip and zstd frames through libzstd: what one side writes the other reads, what Python's
/// `zipfile` and the `zstd` tool make is read, and bombs stop at their limits.
@Suite struct ArchiveTests {
    /// Runs `python3 -c script` with `arguments` and returns standard output.
    func python(_ script: String, _ arguments: [String] = []) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(output)
    }

    /// Each entry of the archive `bytes` hold as Python's `zipfile` reads it: name, compression method and length,
    /// separated by semicolons; empty when `zipfile` fails, as it does on an entry whose CRC-32 is wrong.
    func pythonListing(_ bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let listing = try python(
            "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                + "print(';'.join(f'{i.filename}:{i.compress_type}:{len(z.read(i))}' for i in z.infolist()))",
            [path])
        return String(decoding: listing, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test func anArchiveWrittenHereIsReadByPythonAndBack() throws {
        let writer = try ZipWriter()
        let text = Array(String(repeating: "flashcards ", count: 1_000).utf8)
        try writer.add("collection.anki21", bytes: text, compressed: true)
        try writer.add("0", bytes: [0, 1, 2, 255], compressed: false)
        let bytes = try writer.finish()
        #expect(try pythonListing(bytes) == "collection.anki21:8:\(text.count);0:0:4")

        let archive = try ZipArchive(bytes: bytes)
        #expect(archive.entryNames == ["collection.anki21", "0"])
        #expect(try archive.read("collection.anki21", limit: 1 << 20) == text)
        #expect(try archive.read("0", limit: 16) == [0, 1, 2, 255])
        #expect(throws: ZipArchiveError.missingEntry("media")) { try archive.read("media", limit: 16) }
    }

    /// An entry deflated in pieces on several threads is one deflate stream with the input's CRC: Python's zipfile
    /// (which checks the CRC as it reads) and the reader here give back the input, and an input too small to cut
    /// is deflated whole.
    @Test func anEntryDeflatedOnSeveralThreadsIsReadWhole() throws {
        // Runs of repeated bytes between runs of pseudo-random ones, so each piece has something to pack.
        var state: UInt32 = 21
        let input = (0..<(3 << 20) + 12_345).map { index -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return index % 5_000 < 2_500 ? UInt8(truncatingIfNeeded: index / 7) : UInt8(truncatingIfNeeded: state >> 24)
        }
        let deflated = try ParallelDeflate(input, threads: 3)
        #expect(deflated.size == input.count)
        #expect(deflated.bytes.count < input.count * 3 / 4)
        let writer = try ZipWriter()
        try writer.add("collection.anki21", deflated: deflated)
        try writer.add("small", deflated: try ParallelDeflate(Array("tiny".utf8), threads: 4))
        try writer.add("empty", deflated: try ParallelDeflate([], threads: 2))
        let bytes = try writer.finish()
        #expect(try pythonListing(bytes) == "collection.anki21:8:\(input.count);small:8:4;empty:8:0")
        let archive = try ZipArchive(bytes: bytes)
        #expect(try archive.read("collection.anki21", limit: 8 << 20) == input)
        #expect(try archive.read("small", limit: 16) == Array("tiny".utf8))
        #expect(try archive.read("empty", limit: 16) == [])
    }

    @Test func anEntryStopsAtItsLimitAndAtATooHighRatio() throws {
        let writer = try ZipWriter()
        try writer.add("text", bytes: Array(String(repeating: "flashcards ", count: 200_000).utf8), compressed: true)
        let archive = try ZipArchive(bytes: try writer.finish())
        #expect(throws: ZipArchiveError.entryTooLarge("text", limit: 1 << 20)) {
            _ = try archive.read("text", limit: 1 << 20)
        }
        // 16 MiB of zeros, deflated as zip tools do, shrink about a thousand times: a bomb's ratio.
        let script = """
            import io, sys, zipfile
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("zeros", bytes(16 << 20))
            sys.stdout.buffer.write(buffer.getvalue())
            """
        let bomb = try ZipArchive(bytes: try python(script))
        #expect(throws: ZipArchiveError.self) { _ = try bomb.read("zeros", limit: 1 << 30) }
    }

    @Test func symbolicLinksAndNonArchivesAreRefused() throws {
        let script = """
            import io, sys, zipfile
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w") as z:
                info = zipfile.ZipInfo("media")
                info.create_system = 3
                info.external_attr = 0o120777 << 16
                z.writestr(info, "/etc/passwd")
            sys.stdout.buffer.write(buffer.getvalue())
            """
        let archive = try ZipArchive(bytes: try python(script))
        #expect(throws: ZipArchiveError.symbolicLink("media")) { try archive.read("media", limit: 1 << 20) }
        #expect(throws: (any Error).self) { try ZipArchive(bytes: Array("SQLite format 3\0 not a zip".utf8)) }
        #expect(throws: ZipArchiveError.notAZipArchive("the file is empty")) { try ZipArchive(bytes: []) }
    }

    @Test func zstdRoundTripsAndABombStopsAtItsLimit() throws {
        let text = Array(String(repeating: "spaced repetition ", count: 5_000).utf8)
        let compressed = try Zstd.compress(text)
        #expect(Zstd.isCompressed(compressed))
        #expect(compressed.count < text.count / 20)
        #expect(try Zstd.decompress(compressed, limit: text.count) == text)
        #expect(throws: ZstdError.tooLarge(limit: text.count - 1)) {
            try Zstd.decompress(compressed, limit: text.count - 1)
        }
        let bomb = try Zstd.compress([UInt8](repeating: 0, count: 64 << 20))
        #expect(bomb.count < 64 << 10)
        #expect(throws: ZstdError.tooLarge(limit: 1 << 20)) { try Zstd.decompress(bomb, limit: 1 << 20) }
        #expect(throws: (any Error).self) { try Zstd.decompress(Array(compressed.dropLast(8)), limit: 1 << 20) }
        #expect(throws: (any Error).self) { try Zstd.decompress([0x28, 0xB5, 0x2F, 0xFD, 1, 2, 3], limit: 1 << 20) }
    }

    /// Frames one after another are one text: the result grows past the size the first frame records, and the
    /// limit counts them all.
    @Test func zstdFramesInARowAreReadWhole() throws {
        let first = Array("a small frame ".utf8)
        let second = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7 % 251) })
        let frames = try Zstd.compress(first) + Zstd.compress(second)
        #expect(try Zstd.decompress(frames, limit: first.count + second.count) == first + second)
        #expect(throws: ZstdError.tooLarge(limit: first.count + second.count - 1)) {
            try Zstd.decompress(frames, limit: first.count + second.count - 1)
        }
        #expect(try Zstd.decompress(try Zstd.compress([]), limit: 10) == [])
    }

    /// One context reads input after input, and a damaged or too large one leaves nothing behind for the next.
    @Test func oneDecompressorReadsManyInputs() throws {
        let decompressor = try ZstdDecompressor()
        let texts = (0..<5).map { Array(String(repeating: "card \($0) ", count: 100 * ($0 + 1)).utf8) }
        let compressed = try texts.map { try Zstd.compress($0) }
        for (text, frame) in zip(texts, compressed) {
            #expect(try decompressor.decompress(frame, limit: 1 << 20) == text)
        }
        #expect(throws: (any Error).self) {
            try decompressor.decompress(Array(compressed[3].dropLast(9)), limit: 1 << 20)
        }
        #expect(try decompressor.decompress(compressed[1], limit: 1 << 20) == texts[1])
        #expect(throws: ZstdError.tooLarge(limit: 10)) { try decompressor.decompress(compressed[4], limit: 10) }
        #expect(try decompressor.decompress(compressed[0], limit: texts[0].count) == texts[0])
    }

    @Test func theZstdToolReadsWhatIsWrittenHere() throws {
        let compressed = try Zstd.compress(Array("hello zstd".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zstd")
        process.arguments = ["-dc"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(compressed))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: output, as: UTF8.self) == "hello zstd")
    }
}
