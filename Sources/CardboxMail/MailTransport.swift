/// Something that delivers a ``MailMessage``: ``SMTPTransport`` in production, a recording fake in tests.
public protocol MailTransport: Sendable {
    /// Delivers `message`, blocking until the server has accepted it or refused it.
    ///
    /// - Throws: ``MailError``; ``MailError/isTransient`` says whether a later retry may succeed.
    func send(_ message: MailMessage) throws(MailError)
}
