import CardboxOptimizer
import Testing

/// Reading plain review logs.
@Suite struct ReviewCSVTests {
    @Test func readsISOTimesWithOffsetsAndMilliseconds() throws {
        #expect(ReviewCSV.parseTime("1970-01-01T00:00:00Z") == 0)
        #expect(ReviewCSV.parseTime("2024-03-29T12:30:00.250Z") == 1_711_715_400.25)
        #expect(ReviewCSV.parseTime("2024-03-29 14:30:00+02:00") == 1_711_715_400)
        #expect(ReviewCSV.parseTime("2024-03-29T07:30:00-0500") == 1_711_715_400)
        #expect(ReviewCSV.parseTime("1711715400000") == 1_711_715_400)
        #expect(ReviewCSV.parseTime("2024-13-01T00:00:00Z") == nil)
        #expect(ReviewCSV.parseTime("yesterday") == nil)
        let rows = try ReviewCSV.parse(
            "rating,card_id,review_time\r\n3,7,1711715400000\r\n\r\n1,7,2024-03-30T12:30:00Z\r\n")
        #expect(
            rows == [
                .init(cardID: 7, time: 1_711_715_400, rating: 3), .init(cardID: 7, time: 1_711_801_800, rating: 1),
            ])
    }

    @Test func namesTheLineOfAMalformedRow() {
        #expect(throws: ReviewCSV.Failure(line: 3, reason: "rating '5' is not 1, 2, 3 or 4")) {
            try ReviewCSV.parse("card_id,review_time,rating\n1,0,3\n1,5,5\n")
        }
        #expect(throws: ReviewCSV.Failure(line: 2, reason: "expected 3 fields, found 2")) {
            try ReviewCSV.parse("card_id,review_time,rating\n1,0\n")
        }
        #expect(throws: ReviewCSV.Failure.self) { try ReviewCSV.parse("card,time,rating\n") }
    }
}
