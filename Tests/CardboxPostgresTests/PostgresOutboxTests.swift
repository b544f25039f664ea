import CardboxCore
import CardboxMail
import CardboxPostgres
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Synchronization
import Testing

/// Outbox senders on two servers sharing one database, delivering to a real SMTP server.
@Suite(
    .enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"),
    .timeLimit(.minutes(10)))
struct PostgresOutboxTests {
    /// The subjects each sender handed to the mail server.
    private final class SendLog: Sendable {
        let subjects = Mutex<[String: [String]]>([:])
    }

    /// Sends `mail` through SMTP to `port`, logging the send in `sends` under `name`.
    private static func sender(port: Int, name: String, sends: SendLog) -> @Sendable (OutgoingMail) throws -> Void {
        let transport = SMTPTransport(
            configuration: SMTPConfiguration(
                url: "smtp://127.0.0.1:\(port)", username: nil, password: nil, requireTLS: false, timeoutSeconds: 20))
        return { mail in
            sends.subjects.withLock { $0[name, default: []].append(mail.subject) }
            try transport.send(
                MailMessage(
                    from: try MailAddress("noreply@cardbox.example", name: "Cardbox"),
                    to: [try MailAddress(mail.recipient)], subject: mail.subject, body: mail.body))
        }
    }

    @Test func twoServersSendEveryMessageExactlyOnce() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let url = try TestDatabase.freshSchema()
        let servers = [
            try PostgresStore(PostgresConfiguration(url, poolSize: 2)),
            try PostgresStore(PostgresConfiguration(url, poolSize: 2)),
        ]
        let total = 30
        for index in 0..<total {
            try servers[index % 2].enqueueMail(
                OutgoingMail(
                    recipient: "student\(index)@school.example", subject: "Message \(index)", body: "Body \(index)",
                    createdAt: Date().addingTimeInterval(-1)))
        }
        let sends = SendLog()
        let senders = ["a", "b"].enumerated().map { index, name in
            OutboxSender(
                store: servers[index], send: Self.sender(port: sink.port, name: name, sends: sends), now: Date.init,
                log: { _ in })
        }
        let finished = DispatchGroup()
        let gate = DispatchSemaphore(value: 0)
        for sender in senders {
            finished.enter()
            Thread.detachNewThread {
                gate.wait()
                // Small batches, so both servers keep claiming while the other sends.
                var rounds = 0
                while sender.sendDue() > 0 || rounds < 3 { rounds += 1 }
                finished.leave()
            }
        }
        gate.signal()
        gate.signal()
        finished.wait()

        let sent = sends.subjects.withLock { $0 }
        let all = sent.values.flatMap { $0 }
        #expect(all.count == total)
        #expect(Set(all).count == total)
        let received = try sink.receivedMessages().map(\.subject)
        #expect(received.count == total)
        #expect(Set(received) == Set((0..<total).map { "Message \($0)" }))
        #expect(try servers[0].fetchDueMail(now: Date().addingTimeInterval(1e6), limit: 100).isEmpty)
    }

    @Test func mailClaimedByAServerThatDiedIsSentByTheOtherAfterTheLease() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let url = try TestDatabase.freshSchema()
        let dead = try PostgresStore(PostgresConfiguration(url, poolSize: 1))
        let alive = try PostgresStore(PostgresConfiguration(url, poolSize: 1))
        let start = Date().addingTimeInterval(-1)
        try dead.enqueueMail(
            OutgoingMail(recipient: "ana@school.example", subject: "Reset", body: "Link", createdAt: start))
        let claimed = try dead.claimDueMail(
            now: Date(), leaseUntil: Date().addingTimeInterval(OutboxSender.lease), limit: 10)
        #expect(claimed.map(\.subject) == ["Reset"])

        let sends = SendLog()
        let clock = Mutex(Date())
        let sender = OutboxSender(
            store: alive, send: Self.sender(port: sink.port, name: "alive", sends: sends),
            now: { clock.withLock { $0 } }, log: { _ in })
        #expect(sender.sendDue() == 0)
        clock.withLock { $0 = $0.addingTimeInterval(OutboxSender.lease + 1) }
        #expect(sender.sendDue() == 1)
        #expect(try sink.receivedMessages().map(\.subject) == ["Reset"])
    }
}
