import CardboxCore
import Foundation
import Testing

/// The mail outbox: the cases of ``AccountStoreContract`` for this area.
extension AccountStoreContract {
    /// Queued mail is retried at the time given until it is sent.
    public static func outboxRetriesUntilSent(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        try store.enqueueMail(
            OutgoingMail(recipient: "ada@example.org", subject: "Hi", body: "Body", createdAt: now))
        let due = try store.fetchDueMail(now: now, limit: 10)
        #expect(due.map(\.subject) == ["Hi"])
        let id = try #require(due.first?.id)
        try store.markMailFailed(id, error: "refused", retryAt: now.addingTimeInterval(60))
        #expect(try store.fetchDueMail(now: now.addingTimeInterval(59), limit: 10).isEmpty)
        #expect(try store.fetchDueMail(now: now.addingTimeInterval(60), limit: 10).first?.attempts == 1)
        try store.markMailSent(id, at: now.addingTimeInterval(61))
        #expect(try store.fetchDueMail(now: now.addingTimeInterval(1e6), limit: 10).isEmpty)
    }
}
