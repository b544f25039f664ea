import CardboxCore
import CardboxOptimizer
import Foundation
import Testing

/// How review logs become training histories.
@Suite struct TrainingDataTests {
    @Test func elapsedDaysAreStudyDaysAndSameDayReviewsAreNotScored() {
        let events: [TrainingData.Event] = [
            .init(cardID: 1, time: 100, studyDay: 10, rating: 1),
            .init(cardID: 1, time: 200, studyDay: 10, rating: 3),
            .init(cardID: 1, time: 90_000, studyDay: 11, rating: 3),
            .init(cardID: 2, time: 50, studyDay: 10, rating: 3),
            .init(cardID: 2, time: 60, studyDay: 10, rating: 3),
            .init(cardID: 1, time: 400_000, studyDay: 15, rating: 2),
        ]
        let data = TrainingData(events: events)
        #expect(data.histories.map(\.cardID) == [2, 1])
        #expect(data.histories[1].reviews.map(\.elapsedDays) == [0, 0, 1, 4])
        #expect(data.scorableCount == 2)
        #expect(Evaluation.evaluate(FSRSParameters.defaultWeights, on: data).count == 2)
    }

    @Test func playModeReviewsAreLeftOut() {
        let day = StudyDay(index: 100)
        func log(_ id: Int, _ mode: StudyMode, _ seconds: Double) -> ReviewLog {
            ReviewLog(
                id: ReviewID(rawValue: Int64(id)), cardID: CardID(rawValue: 7), sessionID: nil,
                reviewedAt: Date(timeIntervalSince1970: seconds), studyDay: day.adding(days: Int(seconds / 86_400)),
                mode: mode, rating: .good, givenAnswer: nil, isCorrect: true, elapsedMilliseconds: 0)
        }
        let data = TrainingData(reviewLog: [log(1, .flip, 0), log(2, .play, 86_400), log(3, .type, 172_800)])
        #expect(data.histories.count == 1)
        #expect(data.histories[0].reviews.map(\.elapsedDays) == [0, 2])
    }

    @Test func splitHoldsBackTheNewestScorableReviews() {
        var events: [TrainingData.Event] = []
        for card in 0..<10 {
            events.append(.init(cardID: Int64(card), time: Double(card), studyDay: 0, rating: 3))
            events.append(.init(cardID: Int64(card), time: Double(100 + card), studyDay: 3, rating: 3))
        }
        let data = TrainingData(events: events)
        #expect(data.splitTime(holdingBack: 0.2) == 108)
        #expect(data.before(108).scorableCount == 8)
    }
}
