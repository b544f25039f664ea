import CardboxCore
import CardboxIngest
import Foundation
import Testing

/// The WordNet lexicon on the real database installed by Debian's `wordnet-base`.
@Suite struct WordNetWordListTests {
    /// The installed database; a missing one fails the test with instructions rather than skipping it.
    static func installed() throws -> WordNetWordList {
        let path = WordNetWordList.defaultDirectory + "/index.noun"
        try #require(
            FileManager.default.fileExists(atPath: path),
            "WordNet is not installed at \(WordNetWordList.defaultDirectory); run apt-get install wordnet-base")
        return try WordNetWordList()
    }

    @Test func knowsLemmasAndInflections() throws {
        let words = try Self.installed()
        #expect(words.contains("information"))
        #expect(words.contains("running"))
        #expect(words.contains("mice"))
        #expect(words.contains("machine"))
        #expect(words.contains("readable"))
        #expect(words.contains("ice cream"))
        #expect(!words.contains("machinereadable"))
        #expect(!words.contains("informations-xyz"))
    }

    @Test func findsBaseForms() throws {
        let words = try Self.installed()
        #expect(words.baseForms(of: "running").contains("run"))
        #expect(words.baseForms(of: "ran") == ["run"])
        #expect(words.baseForms(of: "parties").contains("party"))
        #expect(words.baseForms(of: "zzzz").isEmpty)
    }

    @Test func installedFindsTheDatabase() throws {
        _ = try Self.installed()
        #expect(WordNetWordList.installed() != nil)
    }

    @Test func missingDirectoryThrowsNamingTheFile() {
        #expect(throws: WordNetError.unreadableFile(path: "/nonexistent/index.noun")) {
            try WordNetWordList(directory: "/nonexistent")
        }
    }

    @Test(
        arguments: [
            ("the infor-", "mation age", "the information age"),
            ("they were run-", "ning late", "they were running late"),
            ("a non-", "free licence", "a non-free licence"),
            ("of machine-", "readable data", "of machine-readable data"),
        ])
    func resolvesLineEndHyphens(head: String, tail: String, expected: String) throws {
        let words = try Self.installed()
        #expect(DehyphenationTests.joined(head, tail, words: words) == expected)
    }
}
