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

    /// Claimed mail is not claimed again until its lease runs out, and a failure's retry time replaces the lease.
    public static func claimedMailWaitsForItsLease(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        for subject in ["One", "Two", "Three"] {
            try store.enqueueMail(
                OutgoingMail(recipient: "ada@example.org", subject: subject, body: "Body", createdAt: now))
        }
        let lease = now.addingTimeInterval(300)
        let first = try store.claimDueMail(now: now, leaseUntil: lease, limit: 2)
        #expect(first.map(\.subject) == ["One", "Two"])
        let second = try store.claimDueMail(now: now, leaseUntil: lease, limit: 10)
        #expect(second.map(\.subject) == ["Three"])
        #expect(try store.claimDueMail(now: now.addingTimeInterval(299), leaseUntil: lease, limit: 10).isEmpty)
        #expect(try store.fetchDueMail(now: now.addingTimeInterval(299), limit: 10).isEmpty)

        let one = try #require(first.first?.id)
        try store.markMailSent(one, at: now.addingTimeInterval(1))
        let two = try #require(first.last?.id)
        try store.markMailFailed(two, error: "refused", retryAt: now.addingTimeInterval(60))
        let retried = try store.claimDueMail(
            now: now.addingTimeInterval(60), leaseUntil: now.addingTimeInterval(360), limit: 10)
        #expect(retried.map(\.subject) == ["Two"])
        #expect(retried.first?.attempts == 1)
        let afterLease = try store.claimDueMail(
            now: now.addingTimeInterval(300), leaseUntil: now.addingTimeInterval(600), limit: 10)
        #expect(afterLease.map(\.subject) == ["Three"])
    }
}
