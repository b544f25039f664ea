import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Changing the sign-in email or the password, making API tokens and deleting the account need the current
/// password, and email and password changes send a notice to the address the account had before.
@Suite struct SensitiveChangeTests {
    private func mail(_ app: WebHarness) throws -> [OutgoingMail] {
        try app.store.fetchDueMail(now: Fixtures.now.addingTimeInterval(1), limit: 20)
    }

    @Test func changingTheEmailNeedsThePasswordAndTellsTheOldAddress() throws {
        let app = try WebHarness(mailer: true)
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        let id = try #require(try ada.user(in: app)).id
        ada.get("/account")
        let missing = try ada.submit("/account/profile", ["name": "Ada", "email": "thief@example.org"])
        #expect(missing.status == .unprocessableContent)
        #expect(missing.bodyText.contains("Enter your current password to change the email."))
        let wrong = try ada.submit(
            "/account/profile", ["name": "Ada", "email": "thief@example.org", "current": "not my password"])
        #expect(wrong.status == .unprocessableContent)
        #expect(wrong.bodyText.contains("The current password is not right."))
        #expect(try app.store.findUser(id)?.email == "ada@example.org")
        #expect(try mail(app).isEmpty)

        let renamed = try ada.submit("/account/profile", ["name": "Ada L", "email": "ada@example.org"])
        #expect(renamed.headers["Location"] == "/account?notice=profile-saved")
        #expect(try app.store.findUser(id)?.name == "Ada L")

        let changed = try ada.submit(
            "/account/profile", ["name": "Ada L", "email": "ada@new.example", "current": "correct horse battery"])
        #expect(changed.headers["Location"] == "/account?notice=profile-saved")
        #expect(try app.store.findUser(id)?.email == "ada@new.example")
        let notices = try mail(app)
        #expect(notices.map(\.recipient) == ["ada@example.org"])
        #expect(notices.first?.subject == "Your Cardbox sign-in email was changed")
        #expect(notices.first?.body.contains("ada@new.example") == true)
    }

    @Test func changingThePasswordNeedsItAndTellsTheAddress() throws {
        let app = try WebHarness(mailer: true)
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        ada.get("/account")
        let missing = try ada.submit("/account/password", ["password": "new password here"])
        #expect(missing.status == .unprocessableContent)
        #expect(missing.bodyText.contains("Enter your current password to change the password."))
        #expect(try mail(app).isEmpty)
        _ = try ada.submit("/account/password", ["current": "correct horse battery", "password": "new password here"])
        let notices = try mail(app)
        #expect(notices.map(\.recipient) == ["ada@example.org"])
        #expect(notices.first?.subject == "Your Cardbox password was changed")
    }

    @Test func creatingATokenNeedsThePassword() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        let id = try #require(try ada.user(in: app)).id
        ada.get("/account")
        #expect(ada.get("/account").bodyText.contains("name=\"current\""))
        let missing = try ada.submit("/account/tokens", ["label": "script"])
        #expect(missing.status == .unprocessableContent)
        #expect(missing.bodyText.contains("Enter your current password to create a token."))
        let wrong = try ada.submit("/account/tokens", ["label": "script", "current": "not my password"])
        #expect(wrong.status == .unprocessableContent)
        #expect(try app.store.fetchAPITokens(of: id).isEmpty)
        let made = try ada.submit("/account/tokens", ["label": "script", "current": "correct horse battery"])
        #expect(made.status == .ok)
        #expect(try app.store.fetchAPITokens(of: id).count == 1)
    }

    @Test func wrongPasswordsOnTheseFormsAreThrottledLikeSignIn() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        ada.get("/account")
        var statuses: [HTTPStatus] = []
        for _ in 0..<(SignInThrottle.freeFailures + 2) {
            statuses.append(try ada.submit("/account/tokens", ["label": "x", "current": "not my password"]).status)
        }
        #expect(statuses.first == .unprocessableContent)
        #expect(statuses.last == .tooManyRequests)
        let blocked = try ada.submit(
            "/account/profile", ["name": "Ada", "email": "thief@example.org", "current": "correct horse battery"])
        #expect(blocked.status == .tooManyRequests)
        #expect(try ada.user(in: app)?.email == "ada@example.org")
    }

    @Test func singleUserModeAsksForNoPassword() throws {
        let app = try WebHarness(singleUser: true)
        let browser = app.browser()
        let page = browser.get("/account").bodyText
        #expect(!page.contains("name=\"current\""))
        let made = try browser.submit("/account/tokens", ["label": "local script"])
        #expect(made.status == .ok)
        #expect(made.bodyText.contains("<p><code>"))
    }
}
