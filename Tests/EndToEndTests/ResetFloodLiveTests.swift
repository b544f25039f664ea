import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// A flood of password-reset posts with made-up tokens on a live server: the server keeps answering `/healthz`,
/// answers every flood request (refusals, never a server error or a hang), and its throttles engage.
@Suite(.timeLimit(.minutes(5))) struct ResetFloodLiveTests {
    /// Clients posting at once, and posts each.
    static let clients = 64
    static let postsPerClient = 25

    @Test func healthStaysAnsweredWhileMadeUpResetTokensFlood() throws {
        let server = try ServedCardbox()
        defer { server.stop() }
        let page = try server.exchange("GET", "/reset?token=made-up")
        let cookie = try WebForms.cookie(page, "cardbox_pre")
        let csrf = try WebForms.csrfToken(page)
        let port = server.port
        let head =
            "POST /reset HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: cardbox_pre=\(cookie)\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\n"

        let statuses = Mutex<[Int: Int]>([:])
        let failures = Mutex<[String]>([])
        let flooding = Atomic<Bool>(true)
        let health = Mutex<[Int]>([])
        // The probe asks for /healthz one request after another for as long as the flood lasts.
        let probe = Thread {
            repeat {
                do {
                    let reply = try RawHTTPConnection(port: port, timeout: 10)
                    try reply.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    let status = try reply.readReply().status
                    health.withLock { $0.append(status) }
                } catch {
                    failures.withLock { $0.append("/healthz: \(error)") }
                }
            } while flooding.load(ordering: .acquiring)
        }
        probe.start()
        DispatchQueue.concurrentPerform(iterations: Self.clients) { client in
            for post in 0..<Self.postsPerClient {
                do {
                    let body = "_csrf=\(csrf)&token=bogus-\(client)-\(post)&password=a+long+new+password"
                    let connection = try RawHTTPConnection(port: port, timeout: 10)
                    try connection.send(head + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
                    let status = try connection.readReply().status
                    statuses.withLock { $0[status, default: 0] += 1 }
                } catch {
                    failures.withLock { $0.append("POST /reset: \(error)") }
                }
            }
        }
        flooding.store(false, ordering: .releasing)
        while !probe.isFinished { Thread.sleep(forTimeInterval: 0.01) }

        #expect(failures.withLock { $0 }.isEmpty, "requests that got no answer: \(failures.withLock { $0.prefix(5) })")
        let answered = statuses.withLock { $0 }
        #expect(answered.values.reduce(0, +) == Self.clients * Self.postsPerClient)
        #expect(Set(answered.keys).isSubset(of: [400, 429]), "the flood was answered \(answered)")
        #expect((answered[429] ?? 0) > 0, "no throttle engaged: \(answered)")
        let probes = health.withLock { $0 }
        #expect(!probes.isEmpty && probes.allSatisfy { $0 == 200 }, "/healthz answered \(probes)")
    }
}
