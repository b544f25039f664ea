import CardboxLexicon
import CardboxTestSupport
import Foundation
import Testing

/// The small database in `Fixtures/wordnet`, made by `Fixtures/make_wordnet.py`, and editable copies of it.
enum WordNetFixture {
    /// The folder holding the fixture files.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wordnet").path

    /// The fixture opened as a lexicon.
    static func lexicon() throws -> Lexicon {
        try Lexicon(directory: directory)
    }

    /// A copy of the fixture in a fresh temporary directory, for tests that break files.
    static func copy() throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            try FileManager.default.copyItem(atPath: directory + "/" + name, toPath: copy.file(name))
        }
        return copy
    }

    /// Replaces line `number` (1-based) of `file` in `copy` with `text`.
    static func replaceLine(_ number: Int, of file: String, in copy: TemporaryDirectory, with text: String) throws {
        var lines = try String(contentsOfFile: copy.file(file), encoding: .utf8).components(separatedBy: "\n")
        try #require(lines.indices.contains(number - 1), "\(file) has no line \(number)")
        lines[number - 1] = text
        try lines.joined(separator: "\n").write(toFile: copy.file(file), atomically: true, encoding: .utf8)
    }
}
