public import CardboxCore
import CardboxJSON
public import Foundation
import Synchronization

/// Sends queued mail in the background, retrying with growing waits, so requests never wait for a mail server.
///
/// Every server runs one, and each claims the messages it sends (``MailOutboxStore/claimDueMail(now:leaseUntil:limit:)``)
/// under a lease of ``lease`` seconds: two servers sharing one database never send the same message at once, and a
/// message claimed by a server that died is sent by another once the lease has run out.
public final class OutboxSender: Sendable {
    /// Attempts before a message is given up.
    public static let maximumAttempts = 6
    /// How long a claimed message stays with its sender before another may try it; well above a mail server's
    /// slowest answer.
    public static let lease: TimeInterval = 5 * 60

    private let store: any MailOutboxStore
    private let send: @Sendable (OutgoingMail) throws -> Void
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let loop = Mutex<BackgroundLoop?>(nil)

    /// Creates a sender.
    public init(
        store: any MailOutboxStore, send: @escaping @Sendable (OutgoingMail) throws -> Void,
        now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void
    ) {
        self.store = store
        self.send = send
        self.now = now
        self.log = log
    }

    /// Sends every message due now; returns how many went out.
    @discardableResult
    public func sendDue() -> Int {
        var sent = 0
        do {
            let time = now()
            for mail in try store.claimDueMail(now: time, leaseUntil: time.addingTimeInterval(Self.lease), limit: 20) {
                do {
                    try send(mail)
                    try store.markMailSent(mail.id, at: now())
                    sent += 1
                } catch {
                    let attempts = mail.attempts + 1
                    let retry =
                        attempts >= Self.maximumAttempts ? nil : now().addingTimeInterval(30 * pow(2, Double(attempts)))
                    try store.markMailFailed(mail.id, error: String(describing: error), retryAt: retry)
                    log("mail to \(mail.recipient) failed (attempt \(attempts)): \(error)")
                }
            }
        } catch {
            log("the outbox could not be read: \(error)")
        }
        return sent
    }

    /// Checks the outbox every `interval` seconds on its own thread until ``stop()``; a second call does nothing.
    public func start(every interval: Double = 1) {
        let started = loop.withLock { loop -> BackgroundLoop? in
            guard loop == nil else { return nil }
            loop = BackgroundLoop(name: "cardbox-outbox", every: interval) { [self] in sendDue() }
            return loop
        }
        started?.start()
    }

    /// Stops the background thread and waits for it, so a message being sent is finished and marked.
    public func stop() {
        guard let loop = loop.withLock({ $0 }) else { return }
        loop.stop()
        loop.join()
    }
}
