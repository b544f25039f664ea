import CardboxTestSupport
import Foundation
import Testing

/// `cardbox serve --port 0` listens on a port the system picks, says which, and uses it in its own links.
@Suite(.timeLimit(.minutes(10))) struct ServePortTests {
    @Test func aServerOnPortZeroReportsItsPortAndLinksToIt() throws {
        let server = try ServedCardbox()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.log().contains("Cardbox is serving http://127.0.0.1:\(server.port)\n"))
        _ = try server.signUpAndCreateToken()
        let reply = try server.requestPasswordReset(email: "tester@example.com")
        #expect(reply.status == 200 || reply.status == 303, "\(reply.status): \(reply.text)")
        // Without a mail server the link goes to the log; its origin names the port the server got.
        #expect(server.log().contains("http://127.0.0.1:\(server.port)/reset?token="), "\(server.log())")
        #expect(!server.log().contains("http://127.0.0.1:0/"))
    }
}
