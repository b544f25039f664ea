import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@Suite struct AccountRoutesTests {
    @Test func signUpStartsASessionAndShowsTheWelcomePageOnce() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        #expect(ada.cookies["cardbox_session"]?.count == 43)
        let first = ada.get("/")
        #expect(first.bodyText.contains("Welcome to Cardbox"))
        let second = ada.get("/")
        #expect(second.bodyText.contains("Your decks"))
        #expect(second.bodyText.contains("No decks yet"))
    }

    @Test func signUpValidatesAndRefusesATakenEmail() throws {
        let app = try WebHarness()
        let browser = app.browser()
        let short = try browser.submit("/signup", ["name": "Ada", "email": "ada@example.org", "password": "short"])
        #expect(short.status == .unprocessableContent)
        #expect(short.bodyText.contains("at least 8 characters"))
        #expect(short.bodyText.contains("value=\"ada@example.org\""))
        let badEmail = try browser.submit(
            "/signup", ["name": "Ada", "email": "not an email", "password": "long enough password"])
        #expect(badEmail.status == .unprocessableContent)
        _ = try app.signedUp("Ada", email: "ada@example.org")
        let taken = try app.browser().submit(
            "/signup", ["name": "Other", "email": "ADA@example.org", "password": "long enough password"])
        #expect(taken.status == .conflict)
        #expect(taken.bodyText.contains("already exists"))
    }

    @Test func signInChecksThePasswordAndThrottlesGuessing() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada", password: "correct horse battery")
        let browser = app.browser()
        let wrong = try browser.submit("/signin", ["email": "ada@example.org", "password": "wrong password"])
        #expect(wrong.status == .unauthorized)
        #expect(wrong.bodyText.contains("not right"))
        #expect(browser.cookies["cardbox_session"] == nil)
        let right = try browser.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        #expect(right.status == .seeOther)
        #expect(browser.cookies["cardbox_session"] != nil)

        let guesser = app.browser(address: "10.0.0.9")
        var statuses: [HTTPStatus] = []
        for _ in 0..<7 {
            statuses.append(
                try guesser.submit("/signin", ["email": "ada@example.org", "password": "guess guess"]).status)
        }
        #expect(statuses.prefix(5).allSatisfy { $0 == .unauthorized })
        #expect(statuses.last == .tooManyRequests)
        // From the guessing address the right password is refused too while it waits, and accepted after the wait.
        let blocked = try app.browser(address: "10.0.0.9").submit(
            "/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        #expect(blocked.status == .tooManyRequests)
        app.advance(seconds: 60)
        let later = try app.browser(address: "10.0.0.9").submit(
            "/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        #expect(later.status == .seeOther)
    }

    @Test func signOutEndsTheSessionOnTheServer() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let stolen = ada.cookies
        #expect(try ada.submit("/signout", [:]).headers["Location"] == "/signin?notice=signed-out")
        let thief = app.browser()
        thief.cookies = stolen
        #expect(thief.send(.get, "/decks/new").status == .seeOther)
        #expect(thief.send(.get, "/decks/new").headers["Location"]?.hasPrefix("/signin") == true)
    }

    @Test func formsNeedTheTokenAndTheSameOrigin() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        #expect(try ada.submit("/decks", ["name": "Cells"], token: "forged").status == .forbidden)
        let body = Array("name=Cells&_csrf=\(ada.csrf)".utf8)
        let crossSite = ada.send(
            .post, "/decks", body: body, contentType: "application/x-www-form-urlencoded",
            headers: [("Sec-Fetch-Site", "cross-site")])
        #expect(crossSite.status == .forbidden)
        let otherOrigin = ada.send(
            .post, "/decks", body: body, contentType: "application/x-www-form-urlencoded",
            headers: [("Origin", "https://evil.example")])
        #expect(otherOrigin.status == .forbidden)
        let sameOrigin = ada.send(
            .post, "/decks", body: body, contentType: "application/x-www-form-urlencoded",
            headers: [("Origin", "http://127.0.0.1:8080"), ("Sec-Fetch-Site", "same-origin")])
        #expect(sameOrigin.status == .seeOther)
        let user = try #require(try ada.user(in: app))
        #expect(try app.store.fetchDecks(owner: user.id).map(\.name) == ["Cells"])
    }

    @Test func passwordResetWorksOnceWithinThirtyMinutesAndEndsEverySession() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        ada.get("/")
        let visitor = app.browser()
        let sent = try visitor.submit("/forgot", ["email": "ada@example.org"])
        #expect(sent.bodyText.contains("written to the server's log"))
        let unknown = try visitor.submit("/forgot", ["email": "nobody@example.org"])
        #expect(unknown.bodyText == sent.bodyText.replacingOccurrences(of: visitor.csrf, with: visitor.csrf))
        let line = try #require(app.log.last { $0.contains("/reset?token=") })
        let token = try #require(line.components(separatedBy: "token=").last?.split(separator: " ").first)
        #expect(app.log.filter { $0.contains("/reset?token=") }.count == 1)

        let reset = try visitor.submit("/reset", ["token": String(token), "password": "new password here"])
        #expect(reset.headers["Location"] == "/signin?notice=password-reset")
        #expect(visitor.cookies["cardbox_session"] == nil)
        #expect(ada.send(.get, "/decks/new").status == .seeOther)
        let again = try visitor.submit("/reset", ["token": String(token), "password": "another password"])
        #expect(again.status == .badRequest)
        #expect(
            try visitor.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"]).status
                == .unauthorized)
        #expect(
            try visitor.submit("/signin", ["email": "ada@example.org", "password": "new password here"]).status
                == .seeOther)
    }

    @Test func resetLinksExpireAfterThirtyMinutes() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada")
        let visitor = app.browser()
        _ = try visitor.submit("/forgot", ["email": "ada@example.org"])
        let line = try #require(app.log.last { $0.contains("/reset?token=") })
        let token = try #require(line.components(separatedBy: "token=").last?.split(separator: " ").first)
        app.advance(seconds: 30 * 60 + 1)
        let late = try visitor.submit("/reset", ["token": String(token), "password": "new password here"])
        #expect(late.status == .badRequest)
        #expect(late.bodyText.contains("expired or has been used"))
    }

    @Test func withAMailServerResetLinksGoToTheOutbox() throws {
        let app = try WebHarness(mailer: true)
        _ = try app.signedUp("Ada")
        let page = try app.browser().submit("/forgot", ["email": "ada@example.org"])
        #expect(page.bodyText.contains("on its way"))
        let mail = try app.store.fetchDueMail(now: Fixtures.now.addingTimeInterval(1), limit: 10)
        #expect(mail.count == 1)
        #expect(mail.first?.recipient == "ada@example.org")
        #expect(mail.first?.body.contains("http://127.0.0.1:8080/reset?token=") == true)
        #expect(!app.log.contains { $0.contains("token=") })
    }

    @Test func accountPageChangesPasswordAndRevokesOtherSessions() throws {
        let app = try WebHarness()
        let laptop = try app.signedUp("Ada", password: "correct horse battery")
        let phone = app.browser()
        _ = try phone.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        laptop.get("/account")
        let wrong = try laptop.submit("/account/password", ["current": "nope nope", "password": "new password here"])
        #expect(wrong.status == .unprocessableContent)
        let changed = try laptop.submit(
            "/account/password", ["current": "correct horse battery", "password": "new password here"])
        #expect(changed.headers["Location"] == "/account?notice=password-changed")
        #expect(laptop.get("/account?notice=password-changed").bodyText.contains("Your password has been changed"))
        #expect(phone.send(.get, "/account").status == .seeOther)
    }

    @Test func apiTokensAuthenticateScriptsAndCanBeRevoked() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let token = try ada.createToken(label: "laptop script")
        let script = app.browser()
        script.bearer = token
        let me = try script.json(.get, "/api/v1/me").jsonObject()
        #expect(me["name"] as? String == "Ada")
        #expect(try script.json(.post, "/api/v1/decks", ["name": "From a script"]).status == .created)
        let user = try #require(try ada.user(in: app))
        let hash = try #require(try app.store.fetchAPITokens(of: user.id).first?.tokenHash)
        _ = try ada.submit("/account/tokens/delete", ["token": hash])
        let revoked = try script.json(.get, "/api/v1/me")
        #expect(revoked.status == .unauthorized)
        #expect(try revoked.jsonObject()["error"] != nil)
    }

    /// The scheme's name is read in any case and the token with spaces around it; another scheme is refused.
    @Test func theBearerSchemeIsReadInAnyCase() throws {
        let app = try WebHarness()
        let token = try app.signedUp("Ada").createToken(label: "script")
        let script = app.browser()
        for (value, status) in [
            ("bearer \(token)", HTTPStatus.ok), ("BEARER  \(token) ", .ok), ("Basic \(token)", .unauthorized),
            ("Bearer", .unauthorized), ("Bearer \(token.dropLast())", .unauthorized),
        ] {
            #expect(script.send(.get, "/api/v1/me", headers: [("Authorization", value)]).status == status, "\(value)")
        }
    }

    @Test func deletingTheAccountRemovesItsData() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Cells"])
        let id = try #require(try ada.user(in: app)).id
        let refused = try ada.submit("/account/delete", ["password": "wrong one!"])
        #expect(refused.status == .unprocessableContent)
        _ = try ada.submit("/account/delete", ["password": "correct horse battery"])
        #expect(try app.store.findUser(id) == nil)
        #expect(try app.store.fetchDecks(owner: id).isEmpty)
    }

    @Test func singleUserModeNeedsNoAccount() throws {
        let app = try WebHarness(singleUser: true)
        let browser = app.browser()
        #expect(browser.send(.get, "/signup").headers["Location"] == "/")
        #expect(browser.get("/").bodyText.contains("Welcome to Cardbox"))
        browser.get("/")
        #expect(try browser.submit("/decks", ["name": "Local deck"]).status == .seeOther)
        let local = try #require(app.localUser)
        #expect(try app.store.fetchDecks(owner: local.id).map(\.name) == ["Local deck"])
        #expect(try browser.submit("/decks", ["name": "Forged"], token: "x").status == .forbidden)
    }

    @Test func plainHTTPUsesPlainCookieNamesAndHTTPSUsesHostPrefixedSecureCookies() throws {
        let secure = try WebHarness(origin: "https://cards.example.org")
        let browser = secure.browser()
        let page = browser.send(.get, "/signin")
        let cookie = try #require(page.headers.values("Set-Cookie").first)
        #expect(cookie.hasPrefix("__Host-cardbox_pre="))
        #expect(cookie.contains("Secure"))
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Lax"))
        let plain = try WebHarness().browser().send(.get, "/signin")
        #expect(plain.headers.values("Set-Cookie").first?.hasPrefix("cardbox_pre=") == true)
    }
}

extension TestBrowser {
    /// The user this browser is signed in as.
    func user(in app: WebHarness) throws -> User? {
        guard let token = cookies["cardbox_session"] else { return app.localUser }
        let session = try app.store.findSession(tokenHash: SecureTokenHash.of(token), now: Fixtures.now)
        return try session.flatMap { try app.store.findUser($0.userID) }
    }
}
