import CardboxCore
import FoundationEssentials
import Testing

/// Page cursors survive a trip through their text form and refuse malformed text.
@Suite struct ClassroomCursorTests {
    @Test func aTokenReadsBackAsTheSameCursor() throws {
        let password = try #require(JoinPassword(canonical: "ABCDEF23"))
        let classroom = Classroom(
            id: ClassroomID(rawValue: 12), teacherID: UserID(rawValue: 1), name: "Biologie Ü 1",
            joinPassword: password, createdAt: Date(timeIntervalSince1970: 1_800_000_000.1239))
        let cursor = ClassroomCursor(after: classroom)
        #expect(cursor.createdAtMilliseconds == 1_800_000_000_123)
        #expect(cursor.nameKey == "biologie ü 1")
        #expect(ClassroomCursor(token: cursor.token) == cursor)
    }

    @Test(arguments: ["", "1.2", "x.2.61", "1.2.6", "1.2.zz", "1.2.ff", "1.2.3.4"])
    func malformedTokensAreRefused(token: String) {
        #expect(ClassroomCursor(token: token) == nil)
    }

    @Test func queriesClampTheirLimitAndIgnoreBlankSearch() {
        let query = ClassroomQuery(userID: UserID(rawValue: 1), view: .teaching, search: "  ", limit: 1000)
        #expect(query.limit == ClassroomQuery.maximumLimit)
        #expect(query.searchKey == nil)
        #expect(ClassroomQuery(userID: UserID(rawValue: 1), view: .enrolled, search: " Bio  X ").searchKey == "bio x")
    }
}
