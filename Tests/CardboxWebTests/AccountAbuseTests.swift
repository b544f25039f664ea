import CardboxCore
import CardboxHTTP
import CardboxWeb
import Foundation
import Testing

/// Sign-in redirects, password guessing through other forms, and what error pages reveal.
struct AccountAbuseTests {
    @Test(arguments: [
        "/\t/evil.example", "/\n/evil.example", "/\r//evil.example", "/\\evil.example", "//evil.example",
        "https://evil.example/", "/ /evil.example", "javascript:alert(1)",
    ])
    func signInRedirectsOnlyToPathsOnThisServer(next: String) throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada")
        let browser = app.browser()
        let answer = try browser.submit(
            "/signin", ["email": "ada@example.org", "password": "correct horse battery", "next": next])
        #expect(answer.status == .seeOther)
        #expect(answer.headers["Location"] == "/")
    }

    @Test func signInFollowsAPathOnThisServer() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada")
        let answer = try app.browser().submit(
            "/signin", ["email": "ada@example.org", "password": "correct horse battery", "next": "/decks?page=2"])
        #expect(answer.headers["Location"] == "/decks?page=2")
    }

    @Test func deletingTheAccountIsThrottledLikeSignIn() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/account")
        var statuses: [HTTPStatus] = []
        for _ in 0..<(SignInThrottle.freeFailures + 2) {
            statuses.append(try ada.submit("/account/delete", ["password": "not my password"]).status)
        }
        #expect(statuses.first == .unprocessableContent)
        #expect(statuses.last == .tooManyRequests)
        // While throttled, even the right password waits.
        #expect(try ada.submit("/account/delete", ["password": "correct horse battery"]).status == .tooManyRequests)
        #expect(try ada.user(in: app) != nil)
    }

    @Test func errorPagesCarryTheSecurityHeadersAndDoNotEchoThePath() throws {
        let app = try WebHarness()
        let visitor = app.browser()
        let missing = visitor.send(.get, "/nothing-<b>here</b>")
        #expect(missing.status == .notFound)
        #expect(!missing.bodyText.contains("nothing-"))
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let token = ada.csrf
        let forbidden = ada.send(
            .post, "/decks", body: Array("name=Cells&_csrf=wrong".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(forbidden.status == .forbidden)
        let invalid = try ada.submit("/decks", ["name": "\u{200B}"], token: token)
        #expect(invalid.status == .unprocessableContent)
        for response in [missing, forbidden, invalid] {
            #expect(response.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
            #expect(response.headers["X-Frame-Options"] == "DENY")
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        }
    }

    @Test func signInTakesAsLongForAnUnknownEmail() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada")
        let clock = ContinuousClock()
        func time(_ email: String) throws -> Duration {
            let browser = app.browser()
            browser.get("/signin")
            let start = clock.now
            let answer = try browser.submit("/signin", ["email": email, "password": "wrong password"])
            #expect(answer.status == .unauthorized)
            return clock.now - start
        }
        _ = try time("nobody@example.org")  // makes the stand-in hash once
        var known: [Duration] = []
        var unknown: [Duration] = []
        for _ in 0..<5 {
            known.append(try time("ada@example.org"))
            unknown.append(try time("nobody-\(UUID())@example.org"))
        }
        let fastestKnown = known.min() ?? .zero
        let fastestUnknown = unknown.min() ?? .zero
        #expect(fastestUnknown * 4 > fastestKnown, "unknown \(unknown), known \(known)")
    }
}
