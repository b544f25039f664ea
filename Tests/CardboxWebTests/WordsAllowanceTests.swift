import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import CardboxWords
import Foundation
import Testing

/// The monthly look-up allowance on a shared server: counted in the user's own month, refused when used up.
@Suite(.enabled(if: WordsTestApp.lexicon != nil, "needs WordNet in /usr/share/wordnet"))
struct WordsAllowanceTests {
    @Test func theNextLookUpIsRefusedUntilTheUsersMonthTurns() throws {
        // 12:00 UTC on 31 January is 23:00 in Sydney (UTC+11): still January there.
        let app = try WordsTestApp(monthlyLookups: 2, now: Fixtures.utc(2025, 1, 31, 12, 0))
        let sydney = try app.browser("syd", timeZone: "Australia/Sydney")
        let london = try app.browser("ldn", timeZone: "Europe/London")
        let script = try app.script(for: sydney)
        #expect(sydney.get("/words/dog").bodyText.contains("1 look-up left this month"))
        #expect(script.get("/api/v1/words/cat").status == .ok)
        let page = sydney.get("/words/mouse")
        #expect(page.status == .tooManyRequests)
        #expect(page.bodyText.contains("You have used all 2 look-ups for this month"))
        #expect(page.bodyText.contains("<time datetime=\"2025-02-01\">2025-02-01</time>"))
        let api = script.get("/api/v1/words/mouse")
        #expect(api.status == .tooManyRequests)
        #expect(api.errorCode == "allowance_used_up")
        // Browsing, completion and favourites do not count.
        #expect(sydney.get("/words/categories/noun.animal").status == .ok)
        #expect(script.get("/api/v1/words/complete", [("prefix", "mou")]).status == .ok)
        #expect(sydney.get("/words").bodyText.contains("No look-ups left this month"))
        for _ in 0..<2 { #expect(london.get("/words/dog").status == .ok) }
        #expect(london.get("/words/dog").status == .tooManyRequests)

        // 13:30 UTC is 00:30 on 1 February in Sydney but 13:30 on 31 January in London.
        app.clock.set(Fixtures.utc(2025, 1, 31, 13, 30))
        #expect(sydney.get("/words/mouse").status == .ok)
        #expect(london.get("/words/mouse").status == .tooManyRequests)
        #expect(try app.store.wordLookupCount(for: try #require(sydney.user).id, month: "2025-01") == 2)
        #expect(try app.store.wordLookupCount(for: try #require(sydney.user).id, month: "2025-02") == 1)

        app.clock.set(Fixtures.utc(2025, 2, 1, 0, 30))
        #expect(london.get("/words/mouse").status == .ok)
    }

    @Test func withoutALimitNothingIsCounted() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        for _ in 0..<3 { #expect(browser.get("/words/dog").status == .ok) }
        #expect(!browser.get("/words/dog").bodyText.contains("left this month"))
        #expect(try app.store.wordLookupCount(for: try #require(browser.user).id, month: "2025-06") == 0)
    }

    @Test func theSingleLocalUserHasNoLimit() throws {
        let app = try WordsTestApp(monthlyLookups: 1, singleUser: true)
        #expect(app.services.lookupAllowance.monthlyLimit == nil)
        for _ in 0..<3 { #expect(app.anonymous.get("/words/dog").status == .ok) }
    }
}
