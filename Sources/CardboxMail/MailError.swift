/// Why a message could not be built or delivered.
///
/// The description is a sentence that says what failed and includes libcurl's message when there is one. It never
/// contains the SMTP password or the message's addresses, subject or body.
public struct MailError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of failure, for deciding whether to retry.
    public enum Kind: Equatable, Sendable {
        /// An email address or display name is not acceptable in a header.
        case invalidAddress
        /// The message cannot be sent as it is (for example, it has no recipients).
        case invalidMessage
        /// The SMTP settings are unusable (URL, scheme, timeout).
        case invalidConfiguration
        /// The server could not be resolved or reached, or the connection broke.
        case connectionFailed
        /// The server did not answer within the configured timeout.
        case timedOut
        /// The server refused the username and password.
        case authenticationFailed
        /// TLS could not be established or was required but not offered.
        case tlsFailed
        /// The server answered a command with an error (see ``MailError/smtpResponseCode``).
        case rejected
        /// Any other failure.
        case sendFailed
    }

    /// The kind of failure.
    public var kind: Kind
    /// What failed, without secrets or message content.
    public var message: String
    /// The last SMTP reply code, when the server sent one (for example 550 for an unknown recipient).
    public var smtpResponseCode: Int?

    /// Creates an error.
    public init(kind: Kind, message: String, smtpResponseCode: Int? = nil) {
        self.kind = kind
        self.message = message
        self.smtpResponseCode = smtpResponseCode
    }

    /// Whether sending again later may succeed: connection problems, timeouts and 4xx (temporary) SMTP replies.
    public var isTransient: Bool {
        switch kind {
        case .connectionFailed, .timedOut: true
        case .rejected: smtpResponseCode.map { (400..<500).contains($0) } ?? false
        default: false
        }
    }

    /// A sentence for logs.
    public var description: String {
        let summary =
            switch kind {
            case .invalidAddress: "The email address is not valid"
            case .invalidMessage: "The email cannot be sent"
            case .invalidConfiguration: "The SMTP settings are not valid"
            case .connectionFailed: "Could not connect to the mail server"
            case .timedOut: "The mail server did not answer in time"
            case .authenticationFailed: "The mail server refused the login"
            case .tlsFailed: "Could not secure the connection to the mail server"
            case .rejected: "The mail server refused the message"
            case .sendFailed: "Could not send the email"
            }
        let code = smtpResponseCode.map { " (SMTP \($0))" } ?? ""
        return "\(summary)\(code): \(message)"
    }
}
