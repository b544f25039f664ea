public import Foundation

/// A plain-text email: sender, recipients, subject and body, with the date and Message-ID it will carry.
///
/// ``formatted()`` turns it into the RFC 5322 text an SMTP server receives.
///
/// ```swift
/// let message = MailMessage(
///     from: try MailAddress("noreply@cardbox.example", name: "Cardbox"),
///     to: [try MailAddress("ana@school.example")],
///     subject: "Reset your password",
///     body: "Open this link within 30 minutes: …")
/// try transport.send(message)
/// ```
public struct MailMessage: Sendable, Equatable {
    /// The sender, written to `From` and used as the envelope sender.
    public var from: MailAddress
    /// The recipients, written to `To` and used as the envelope recipients; at least one is needed to send.
    public var to: [MailAddress]
    /// The subject; line breaks in it are written as spaces.
    public var subject: String
    /// The body as plain text; any line-break convention is accepted.
    public var body: String
    /// The `Date` header.
    public var date: Date
    /// The `Message-ID` without angle brackets, such as `3f2a…@cardbox.example`.
    public var messageID: String

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - from: The sender.
    ///   - to: The recipients.
    ///   - subject: The subject line.
    ///   - body: The plain-text body.
    ///   - date: When the message was written; the current time unless given.
    ///   - messageID: A unique ID without angle brackets; by default 128 random bits in hex at the sender's domain.
    public init(
        from: MailAddress, to: [MailAddress], subject: String, body: String, date: Date = Date(),
        messageID: String? = nil
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
        self.date = date
        self.messageID = messageID ?? Self.makeMessageID(domain: from.domain)
    }

    private static func makeMessageID(domain: Substring) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return random.joined() + "@" + domain
    }
}
