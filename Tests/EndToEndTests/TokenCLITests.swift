import CardboxTestSupport
import Foundation
import Testing

/// `cardbox token`: a token made in the terminal lets a script write to a single-user server, and stops working once
/// the server's credential cache lets go of it (5 seconds by default) after it is revoked; a write without one is
/// refused, as docs/api.md says.
@Suite(.timeLimit(.minutes(10))) struct TokenCLITests {
    @Test func aTokenFromTheTerminalWritesToTheSingleUserServerUntilRevoked() throws {
        let cli = try CardboxProcess()
        let made = try cli.run(["token", "create", "sync script"])
        #expect(made.status == 0, "\(made.stderr)")
        let token = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 43, "\(made.stdout)")
        #expect(made.stderr.contains("shown only now"))
        let listed = try cli.run(["token", "list"])
        #expect(listed.stdout.contains("sync script") && !listed.stdout.contains(token), "\(listed.stdout)")
        #expect(try cli.run(["token", "create", "sync script"]).status == 65)

        let server = try ServedCardbox(sharing: cli)
        defer { server.stop() }
        let json = [("Content-Type", "application/json")]
        let bearer = [("Authorization", "Bearer \(token)")]
        let body = #"{"name": "From a script"}"#
        let read = try server.exchange("GET", "/api/v1/decks")
        #expect(read.status == 200, "\(read.text)")
        let anonymous = try server.exchange("POST", "/api/v1/decks", headers: json, body: body)
        #expect(anonymous.status == 403, "\(anonymous.text)")
        let made201 = try server.exchange("POST", "/api/v1/decks", headers: json + bearer, body: body)
        #expect(made201.status == 201, "\(made201.text)")
        let invented = try server.exchange(
            "POST", "/api/v1/decks", headers: json + [("Authorization", "Bearer not-a-token")], body: body)
        #expect(invented.status == 401, "\(invented.text)")

        let revoked = try cli.run(["token", "revoke", "sync script"])
        #expect(revoked.status == 0, "\(revoked.stderr)")
        // The server verified the token moments ago, so it may go on trusting it for up to 5 seconds; not longer.
        let deadline = Date().addingTimeInterval(15)
        var after = try server.exchange("GET", "/api/v1/me", headers: bearer)
        while after.status == 200, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            after = try server.exchange("GET", "/api/v1/me", headers: bearer)
        }
        #expect(after.status == 401, "\(after.text)")
        let write = try server.exchange(
            "POST", "/api/v1/decks", headers: json + bearer, body: #"{"name": "After revoking"}"#)
        #expect(write.status == 401, "\(write.text)")
        #expect(try cli.run(["deck", "list"]).stdout.contains("From a script"))
        #expect(try cli.run(["token", "revoke", "sync script"]).status == 66)
    }
}
