import CardboxCore
import CardboxHTTP
import CardboxSecurity
import CardboxWeb
import Foundation
import Testing

/// Ending a user's sessions ends the live event streams those sessions opened.
@Suite struct SessionEndStreamTests {
    /// Opens `/events` in the browser and returns the stream behind the response.
    private func openEvents(_ browser: TestBrowser) throws -> EventStream {
        let response = browser.send(.get, "/events")
        guard case .eventStream(let stream) = response.body else {
            throw TestBrowser.Failure("not an event stream: \(response.status)")
        }
        return stream
    }

    @Test func aPasswordResetClosesStreamsOpenedBeforeIt() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let stream = try openEvents(ada)
        #expect(!stream.isClosed)
        let visitor = app.browser()
        _ = try visitor.submit("/forgot", ["email": "ada@example.org"])
        let line = try #require(app.log.last { $0.contains("/reset?token=") })
        let token = try #require(line.components(separatedBy: "token=").last?.split(separator: " ").first)
        let reset = try visitor.submit("/reset", ["token": String(token), "password": "new password here"])
        #expect(reset.headers["Location"] == "/signin?notice=password-reset")
        #expect(stream.isClosed)
        #expect(app.services.eventStreams.count == 0)
    }

    @Test func changingThePasswordClosesOnlyTheOtherSessionsStreams() throws {
        let app = try WebHarness()
        let laptop = try app.signedUp("Ada", password: "correct horse battery")
        let phone = app.browser()
        _ = try phone.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        let laptopStream = try openEvents(laptop)
        let phoneStream = try openEvents(phone)
        laptop.get("/account")
        let changed = try laptop.submit(
            "/account/password", ["current": "correct horse battery", "password": "new password here"])
        #expect(changed.status == .seeOther)
        #expect(phoneStream.isClosed)
        #expect(!laptopStream.isClosed)
    }

    @Test func signingOutAndDeletingTheAccountCloseTheirStreams() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        let other = app.browser()
        _ = try other.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        let signingOut = try openEvents(other)
        let staying = try openEvents(ada)
        other.get("/")
        _ = try other.submit("/signout", [:])
        #expect(signingOut.isClosed)
        #expect(!staying.isClosed)
        ada.get("/account")
        _ = try ada.submit("/account/delete", ["password": "correct horse battery"])
        #expect(staying.isClosed)
        #expect(app.services.eventStreams.count == 0)
    }

    @Test func aSessionLeftIdlePastItsTimeoutLosesItsStreamAtTheNextHeartbeat() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        let idle = try openEvents(ada)
        let active = app.browser()
        _ = try active.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        let kept = try openEvents(active)
        let hub = app.services.eventStreams
        let isLive: (String) -> Bool = { app.services.isLiveSession(tokenHash: $0) }
        #expect(hub.closeEndedSessions(isLive: isLive) == 0)

        let timeout = app.services.configuration.sessionIdleTimeout
        app.advance(seconds: timeout - 60)
        active.get("/account")  // this session is used; the other one is not
        #expect(hub.closeEndedSessions(isLive: isLive) == 0)
        app.advance(seconds: 120)
        #expect(hub.closeEndedSessions(isLive: isLive) == 1)
        #expect(idle.isClosed)
        #expect(!kept.isClosed)
        #expect(
            ada.send(.get, "/account").headers["Location"] == "/signin?next=%2Faccount", "the idle session still works")
    }

    @Test func revokingAnAPITokenClosesTheStreamsItOpened() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada", password: "correct horse battery")
        ada.get("/account")
        let made = try ada.submit(
            "/account/tokens", ["label": "laptop script", "current": "correct horse battery"])
        let token = try #require(
            made.bodyText.components(separatedBy: "<code>").dropFirst().first?.components(separatedBy: "</code>")
                .first)
        let script = app.browser()
        script.bearer = token
        let scriptStream = try openEvents(script)
        let browserStream = try openEvents(ada)
        #expect(!scriptStream.isClosed)
        ada.get("/account")
        let revoked = try ada.submit("/account/tokens/delete", ["token": SecureToken.hash(token)])
        #expect(revoked.headers["Location"] == "/account?notice=token-revoked")
        #expect(scriptStream.isClosed)
        #expect(!browserStream.isClosed)
        #expect(script.send(.get, "/events").status == .seeOther, "a revoked token opens no stream")
    }
}
