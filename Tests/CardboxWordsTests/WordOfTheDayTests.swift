import CardboxCore
import CardboxLexicon
import CardboxWords
import Foundation
import Testing

/// The word of the day and the seeded order of play.
@Suite struct WordOfTheDayTests {
    @Test func sameDaySameWordAndDaysDiffer() throws {
        try #require(FileManager.default.fileExists(atPath: Lexicon.defaultDirectory + "/index.noun"))
        let lexicon = try Lexicon()
        let day = StudyDay(year: 2025, month: 6, day: 24)
        let word = try #require(WordOfTheDay.word(on: day, in: lexicon))
        #expect(WordOfTheDay.word(on: day, in: try Lexicon()) == word)
        #expect(lexicon.define(word) != nil)
        #expect(word.allSatisfy { $0.isLowercase })
        let week = (0..<7).compactMap { WordOfTheDay.word(on: day.adding(days: $0), in: lexicon) }
        #expect(Set(week).count >= 5)
    }

    @Test func playlistShufflesTheSameWayForASeed() {
        let cards = (1...20).map { CardContent(front: "w\($0)", back: "d\($0)") }
        let today = StudyDay(year: 2025, month: 6, day: 24)
        let now = Date(timeIntervalSince1970: 1_750_752_000)
        let first = WordPlaylist.studyCards(from: cards, seed: 42, now: now, today: today).map(\.card.content.front)
        let again = WordPlaylist.studyCards(from: cards, seed: 42, now: now, today: today).map(\.card.content.front)
        let other = WordPlaylist.studyCards(from: cards, seed: 43, now: now, today: today).map(\.card.content.front)
        #expect(first == again)
        #expect(first != other)
        #expect(Set(first) == Set(cards.map(\.front)))
        let ordered = WordPlaylist.studyCards(from: cards, seed: nil, now: now, today: today)
        #expect(ordered.map(\.card.content.front) == cards.map(\.front))
        #expect(ordered.allSatisfy { $0.card.id.rawValue < 0 })
    }
}
