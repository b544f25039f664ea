import CardboxTestSupport
import CardboxWords
import Foundation
import Testing

/// Pronunciation with espeak-ng (installed by scripts/setup) and the message when it is missing.
@Suite(.timeLimit(.minutes(10))) struct PronouncerTests {
    @Test func ipaAndACachedWaveFile() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Pronouncer.defaultExecutable),
            "espeak-ng is not installed; run scripts/setup (apt-get install espeak-ng)")
        let cache = try TemporaryDirectory()
        let pronouncer = Pronouncer(cacheDirectory: cache.path)
        let ipa = try pronouncer.ipa(of: "mouse")
        #expect(!ipa.isEmpty)
        #expect(ipa.contains("m"))
        let path = try pronouncer.audioFile(for: "  Mouse ")
        #expect(path == cache.path + "/en-us/mouse.wav")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(data.count > 1_000)
        try Data("cached".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try pronouncer.audioFile(for: "mouse") == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("cached".utf8))
    }

    @Test func missingProgramSaysItIsNotInstalled() throws {
        let cache = try TemporaryDirectory()
        let pronouncer = Pronouncer(executable: cache.path + "/no-espeak-ng", cacheDirectory: cache.path)
        #expect(!pronouncer.isAvailable)
        let error = WordError.pronunciationUnavailable(path: cache.path + "/no-espeak-ng")
        #expect(throws: error) { try pronouncer.ipa(of: "mouse") }
        #expect(throws: error) { try pronouncer.audioFile(for: "mouse") }
        #expect(error.description.contains("not installed"))
        #expect(error.description.contains("apt-get install espeak-ng"))
    }

    @Test func invalidWordsNeverReachTheProgram() throws {
        let cache = try TemporaryDirectory()
        let pronouncer = Pronouncer(cacheDirectory: cache.path)
        #expect(throws: WordError.invalidCharacters) { try pronouncer.ipa(of: "--help") }
        #expect(throws: WordError.emptyWord) { try pronouncer.audioFile(for: " ") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
    }
}
