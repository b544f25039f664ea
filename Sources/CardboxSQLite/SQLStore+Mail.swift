public import CardboxCore
public import Foundation

extension SQLStore: MailOutboxStore {
    /// Queues mail.
    public func enqueueMail(_ mail: OutgoingMail) throws {
        try database.write { connection in
            try connection.run(
                MailQueries.enqueue, [mail.recipient, mail.subject, mail.body, RowCoding.millis(mail.createdAt)])
        }
    }

    /// Mail due for sending.
    public func fetchDueMail(now: Date, limit: Int) throws -> [OutgoingMail] {
        try database.read {
            try $0.query(MailQueries.fetchDue, [RowCoding.millis(now), limit], decoding: RowCoding.mail)
        }
    }

    /// Claims due mail for one attempt, under the dialect's row locks.
    public func claimDueMail(now: Date, leaseUntil: Date, limit: Int) throws -> [OutgoingMail] {
        try database.write {
            try $0.query(
                Self.dialect.claimMail, [RowCoding.millis(now), limit, RowCoding.millis(leaseUntil)],
                decoding: RowCoding.mail)
        }.sorted { $0.id < $1.id }
    }

    /// Marks mail sent.
    public func markMailSent(_ id: Int64, at date: Date) throws {
        try database.write { try $0.run(MailQueries.markSent, [RowCoding.millis(date), id]) }
    }

    /// Records a failed attempt.
    public func markMailFailed(_ id: Int64, error: String, retryAt: Date?) throws {
        try database.write { try $0.run(MailQueries.markFailed, [error, retryAt.map(RowCoding.millis), id]) }
    }
}
