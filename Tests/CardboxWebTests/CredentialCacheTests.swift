import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Verified tokens are kept for a few seconds, and whatever ends or changes them through the server is heard at once
/// by every node sharing the store.
@Suite struct CredentialCacheTests {
    /// Two nodes over one database file and one event channel, and Ada's API token (made on the first).
    struct TwoNodes {
        let first: WebHarness
        let second: WebHarness
        let ada: TestBrowser
        let token: String
        let directory: TemporaryDirectory

        /// The second node's credential-cache clock, in seconds.
        let uptime = WebHarness.Box<TimeInterval>(1_000)

        init(cacheSeconds: TimeInterval = 5) throws {
            directory = try TemporaryDirectory()
            let path = directory.path + "/cardbox.sqlite"
            let channel = LocalEventChannel()
            first = try WebHarness(
                liveEvents: channel, storePath: path, credentials: CredentialCache(lifetime: cacheSeconds))
            let uptime = uptime
            second = try WebHarness(
                liveEvents: channel, storePath: path,
                credentials: CredentialCache(lifetime: cacheSeconds, clock: { uptime.get() }))
            ada = try first.signedUp("Ada")
            token = try ada.createToken(label: "script")
        }

        /// A script calling the second node with the token.
        func script() -> TestBrowser {
            let script = second.browser()
            script.bearer = token
            return script
        }
    }

    @Test func aTokenRevokedOnOneNodeIsRefusedByTheOtherAtOnce() throws {
        let nodes = try TwoNodes()
        let script = nodes.script()
        #expect(try script.json(.get, "/api/v1/me").status == .ok)
        let revoked = try nodes.ada.submit("/account/tokens/delete", ["token": SecureTokenHash.of(nodes.token)])
        #expect(revoked.headers["Location"] == "/account?notice=token-revoked")
        #expect(try script.json(.get, "/api/v1/me").status == .unauthorized)
    }

    @Test func aNameChangedOnOneNodeShowsOnTheOtherAtOnce() throws {
        let nodes = try TwoNodes()
        let script = nodes.script()
        #expect(try script.json(.get, "/api/v1/me").jsonObject()["name"] as? String == "Ada")
        let saved = try nodes.ada.submit("/account/profile", ["name": "Ada Lovelace", "email": "ada@example.org"])
        #expect(saved.headers["Location"] == "/account?notice=profile-saved")
        #expect(try script.json(.get, "/api/v1/me").jsonObject()["name"] as? String == "Ada Lovelace")
    }

    @Test func aPasswordChangeEndsTheTokenOnEveryNode() throws {
        let nodes = try TwoNodes()
        let script = nodes.script()
        #expect(try script.json(.get, "/api/v1/me").status == .ok)
        let changed = try nodes.ada.submit(
            "/account/password", ["current": "correct horse battery", "password": "a brand new passphrase"])
        #expect(changed.headers["Location"] == "/account?notice=password-changed")
        #expect(try script.json(.get, "/api/v1/me").status == .unauthorized)
    }

    /// `cardbox token revoke` deletes the token in the database without telling the server: a node that verified
    /// the token moments before honours it until its cache time runs out, and no longer, however the app's own
    /// clock moves (it stands still here, as under `CARDBOX_NOW`).
    @Test func aTokenDeletedBehindTheServersBackEndsWithinTheCacheTime() throws {
        let nodes = try TwoNodes(cacheSeconds: 5)
        let script = nodes.script()
        #expect(try script.json(.get, "/api/v1/me").status == .ok)
        try nodes.second.store.deleteSession(tokenHash: SecureTokenHash.of(nodes.token))
        nodes.uptime.update { $0 += 4 }
        #expect(try script.json(.get, "/api/v1/me").status == .ok)
        nodes.uptime.update { $0 += 1 }
        #expect(try script.json(.get, "/api/v1/me").status == .unauthorized)
        let cached = nodes.second.services.credentials.counts
        #expect(cached.lookups == 3 && cached.hits == 1)
    }

    @Test func withNoCacheTimeEveryRequestReadsTheStore() throws {
        let nodes = try TwoNodes(cacheSeconds: 0)
        let script = nodes.script()
        #expect(try script.json(.get, "/api/v1/me").status == .ok)
        try nodes.second.store.deleteSession(tokenHash: SecureTokenHash.of(nodes.token))
        #expect(try script.json(.get, "/api/v1/me").status == .unauthorized)
    }

    @Test func aSignOutEndsTheBrowserSessionOnEveryNode() throws {
        let nodes = try TwoNodes()
        let cookie = try #require(nodes.ada.cookies["cardbox_session"])
        let elsewhere = nodes.second.browser()
        elsewhere.cookies["cardbox_session"] = cookie
        #expect(elsewhere.send(.get, "/account").status == .ok)
        let out = try nodes.ada.submit("/signout", [:])
        #expect(out.headers["Location"] == "/signin?notice=signed-out")
        #expect(elsewhere.send(.get, "/account").status == .seeOther)
    }
}
