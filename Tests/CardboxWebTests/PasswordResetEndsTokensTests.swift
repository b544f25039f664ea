import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// A password reset ends every browser session and every API token, and every page and mail says so.
@Suite struct PasswordResetEndsTokensTests {
    @Test func afterAResetOldSessionsAndTokensNoLongerWork() throws {
        let app = try WebHarness(mailer: true)
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        let account = ada.get("/account").bodyText
        #expect(account.contains("until the password is changed or reset"))
        #expect(account.contains("signs out every other session, ends every API token"))
        let created = try ada.submit(
            "/account/tokens", ["label": "nightly export", "current": "correct horse battery"]
        ).bodyText
        let token = try #require(
            created.range(of: "<p><code>").map { String(created[$0.upperBound...].prefix { $0 != "<" }) })
        let script = app.browser()
        script.bearer = token
        #expect(try script.json(.get, "/api/v1/me").status == .ok)

        let visitor = app.browser()
        _ = try visitor.submit("/forgot", ["email": "ada@example.org"])
        let link = try #require(try app.store.fetchDueMail(now: Fixtures.now.addingTimeInterval(1), limit: 10).first)
        #expect(link.body.contains("ends every API token"))
        let resetToken = try #require(
            link.body.components(separatedBy: "token=").last?.split(whereSeparator: \.isWhitespace).first)
        let form = visitor.get("/reset?token=\(resetToken)").bodyText
        #expect(form.contains("Every session and API token of this account ends"))
        let reset = try visitor.submit("/reset", ["token": String(resetToken), "password": "new password here"])
        #expect(reset.headers["Location"] == "/signin?notice=password-reset")

        #expect(ada.send(.get, "/account").status == .seeOther)
        let refused = try script.json(.get, "/api/v1/me")
        #expect(refused.status == .unauthorized)
        let user = try #require(try app.store.findAccount(email: "ada@example.org")).user
        #expect(try app.store.fetchAPITokens(of: user.id).isEmpty)
        let notice = try app.store.fetchDueMail(now: Fixtures.now.addingTimeInterval(1), limit: 10)
            .first { $0.subject == "Your Cardbox password was changed" }
        #expect(notice?.body.contains("every API token ended") == true)
    }
}
