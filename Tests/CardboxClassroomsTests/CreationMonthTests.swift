import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// "Created in March 2026" as text, as a range in the viewer's time zone, and as a list filter.
@Suite struct CreationMonthTests {
    @Test(arguments: [("2026-03", 2026, 3), (" 3/2026 ", 2026, 3), ("2025-12", 2025, 12), ("12/1999", 1999, 12)])
    func typedMonthsAreRead(text: String, year: Int, month: Int) {
        #expect(CreationMonth(text: text) == CreationMonth(year: year, month: month))
    }

    @Test(arguments: ["", "2026", "2026-13", "2026-00", "26-03", "03-2026", "March 2026", "2026/03", "1969-12"])
    func otherTextIsRefused(text: String) {
        #expect(CreationMonth(text: text) == nil)
    }

    @Test func theRangeCoversTheMonthInTheViewersTimeZone() throws {
        let march = try #require(CreationMonth(year: 2026, month: 3))
        let utcZone = try #require(TimeZone(identifier: "UTC"))
        let sydneyZone = try #require(TimeZone(identifier: "Australia/Sydney"))
        let utc = try #require(march.range(in: utcZone))
        #expect(utc.lowerBound == Fixtures.utc(2026, 3, 1, 0))
        #expect(utc.upperBound == Fixtures.utc(2026, 4, 1, 0))
        let sydney = try #require(march.range(in: sydneyZone))
        #expect(sydney.lowerBound == Fixtures.utc(2026, 2, 28, 13))
    }

    @Test func theListKeepsOnlyClassroomsOfThatMonth() throws {
        let bed = try ClassroomTestBed()
        var generator = SplitMix64(seed: 12)
        _ = try bed.classrooms.create(
            named: "Later", teacher: bed.teacher.id, at: Fixtures.utc(2025, 7, 2, 9), using: &generator)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let july = try #require(CreationMonth(text: "2025-07")?.range(in: utc))
        let page = try bed.classrooms.list(ClassroomQuery(userID: bed.teacher.id, view: .teaching, createdIn: july))
        #expect(page.items.map(\.name) == ["Later"])
    }
}
