import CardboxLexicon
import CardboxTestSupport
import Foundation
import Testing

/// Missing and malformed files.
@Suite struct LexiconErrorTests {
    @Test func missingDirectoryNamesTheFirstIndex() {
        #expect(throws: LexiconError.missingFile("/nonexistent/index.noun")) {
            try Lexicon(directory: "/nonexistent")
        }
    }

    @Test func missingDataFileIsNamed() throws {
        let copy = try WordNetFixture.copy()
        try FileManager.default.removeItem(atPath: copy.file("data.verb"))
        #expect(throws: LexiconError.missingFile(copy.file("data.verb"))) {
            try Lexicon(directory: copy.path)
        }
    }

    @Test func optionalFilesMayBeMissing() throws {
        let copy = try WordNetFixture.copy()
        try FileManager.default.removeItem(atPath: copy.file("noun.exc"))
        try FileManager.default.removeItem(atPath: copy.file("cntlist.rev"))
        let lexicon = try Lexicon(directory: copy.path)
        #expect(lexicon.baseForms(of: "mice").isEmpty)
        #expect(lexicon.baseForms(of: "dogs") == ["dog"])
        #expect(lexicon.coordinateTerms(of: "dog", limit: 5) == ["fox", "jackal", "wolf"])
    }

    @Test func malformedFirstRecordFailsOpening() throws {
        let copy = try WordNetFixture.copy()
        try WordNetFixture.replaceLine(4, of: "index.noun", in: copy, with: "adult_female n 1 0 1 0 123")
        #expect(throws: LexiconError.malformed(file: copy.file("index.noun"), line: 4)) {
            try Lexicon(directory: copy.path)
        }
    }

    @Test func malformedDataRecordFailsOpening() throws {
        let copy = try WordNetFixture.copy()
        try WordNetFixture.replaceLine(4, of: "data.adv", in: copy, with: "not a synset | gloss")
        #expect(throws: LexiconError.malformed(file: copy.file("data.adv"), line: 4)) {
            try Lexicon(directory: copy.path)
        }
    }

    @Test func malformedExceptionLineFailsOpening() throws {
        let copy = try WordNetFixture.copy()
        try WordNetFixture.replaceLine(1, of: "verb.exc", in: copy, with: "ran")
        #expect(throws: LexiconError.malformed(file: copy.file("verb.exc"), line: 1)) {
            try Lexicon(directory: copy.path)
        }
    }

    @Test func validationFindsAMalformedLineInTheMiddle() throws {
        let copy = try WordNetFixture.copy()
        try WordNetFixture.replaceLine(10, of: "index.noun", in: copy, with: "canid n 1 2 @ ~ 1 0")
        let lexicon = try Lexicon(directory: copy.path)
        #expect(throws: LexiconError.malformed(file: copy.file("index.noun"), line: 10)) {
            try lexicon.validate()
        }
        #expect(lexicon.lookup("canid").isEmpty)
        #expect(lexicon.lookup("canine").count == 1)
    }

    @Test func validationFindsUnsortedIndexes() throws {
        let copy = try WordNetFixture.copy()
        try WordNetFixture.replaceLine(5, of: "index.noun", in: copy, with: "zebra n 1 0 1 0 00000238")
        #expect(throws: LexiconError.malformed(file: copy.file("index.noun"), line: 6)) {
            try Lexicon(directory: copy.path).validate()
        }
    }

    @Test func theFixtureIsValid() throws {
        try WordNetFixture.lexicon().validate()
    }

    @Test func descriptionsNameTheFileAndLine() {
        let error = LexiconError.malformed(file: "/data/index.noun", line: 12)
        #expect(error.description.contains("/data/index.noun"))
        #expect(error.description.contains("12"))
        #expect(LexiconError.missingFile("/x/data.adj").description.contains("wordnet-base"))
    }
}
