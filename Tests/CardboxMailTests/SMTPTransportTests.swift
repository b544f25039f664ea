import CardboxMail
import CardboxTestSupport
import Foundation
import Testing

/// Delivery through libcurl to a real SMTP server (aiosmtpd writing a Maildir), and failures that must not crash.
@Suite(.timeLimit(.minutes(10))) struct SMTPTransportTests {
    static func transport(port: Int, requireTLS: Bool = false, password: String? = nil) -> SMTPTransport {
        SMTPTransport(
            configuration: SMTPConfiguration(
                url: "smtp://127.0.0.1:\(port)", username: password == nil ? nil : "cardbox", password: password,
                requireTLS: requireTLS, timeoutSeconds: 20))
    }

    static func message(subject: String, body: String, to: [String] = ["ana@school.example"]) throws -> MailMessage {
        MailMessage(
            from: try MailAddress("noreply@cardbox.example", name: "Cardbox"),
            to: try to.map { try MailAddress($0, name: "Ana Díaz") },
            subject: subject, body: body)
    }

    @Test func aMessageArrivesWithItsHeadersAndBodyIntact() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let body = """
            Bonjour Ana,

            Ouvrez ce lien pour réinitialiser votre mot de passe :
            .
            https://cardbox.example/password/reset?token=\(String(repeating: "abcdefghij", count: 12))
            =?UTF-8?B?not-a-header?= and trailing spaces\u{20}\u{20}

            """
        let message = try Self.message(subject: "Réinitialiser votre mot de passe", body: body)
        try Self.transport(port: sink.port).send(message)
        let received = try sink.receivedMessages()
        try #require(received.count == 1)
        let mail = received[0]
        #expect(mail.mailFrom == "noreply@cardbox.example")
        #expect(mail.rcptTo == "ana@school.example")
        #expect(mail.from == "Cardbox <noreply@cardbox.example>")
        #expect(mail.to == "Ana Díaz <ana@school.example>")
        #expect(mail.subject == "Réinitialiser votre mot de passe")
        #expect(mail.messageID == "<\(message.messageID)>")
        #expect(mail.contentType == "text/plain")
        #expect(mail.transferEncoding == "quoted-printable")
        #expect(mail.body == body)
    }

    @Test func anASCIIMessageWithADotLineArrivesIntact() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let body = "First line\n.\n..two dots\nLast line\n"
        try Self.transport(port: sink.port).send(
            try Self.message(subject: "Plain", body: body, to: ["a@school.example", "b@school.example"]))
        let received = try sink.receivedMessages()
        try #require(received.count == 1)
        #expect(received[0].transferEncoding == "7bit")
        #expect(received[0].body == body)
        #expect(received[0].rcptTo == "a@school.example, b@school.example")
        let raw = try #require(try sink.rawMessages().first)
        #expect(String(decoding: raw, as: UTF8.self).contains("\n.\n..two dots\n"))
    }

    @Test func anUnreachableServerGivesAnErrorNotACrash() throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let closedPort = closed.port
        let transport = Self.transport(port: closedPort, password: "s3cret-passw0rd")
        let error = #expect(throws: MailError.self) {
            try transport.send(try Self.message(subject: "Hello", body: "Hi"))
        }
        #expect(error?.kind == .connectionFailed)
        #expect(error?.isTransient == true)
        let description = error?.description ?? ""
        #expect(description.hasPrefix("Could not connect to the mail server: "))
        #expect(description.contains("\(closedPort)"))
        #expect(!description.contains("s3cret-passw0rd"))
    }

    @Test func manySendsToAClosedPortCreateAndFreeHandlesCleanly() throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let transport = Self.transport(port: closed.port)
        let message = try Self.message(subject: "Hello", body: "Hi")
        for _ in 0..<50 {
            #expect(throws: MailError.self) { try transport.send(message) }
        }
    }

    @Test func requiringTLSFromAServerWithoutSTARTTLSFails() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let error = #expect(throws: MailError.self) {
            try Self.transport(port: sink.port, requireTLS: true).send(try Self.message(subject: "Hi", body: "Hi"))
        }
        #expect(error?.kind == .tlsFailed)
        #expect(try sink.receivedMessages().isEmpty)
    }

    @Test func aMessageWithoutRecipientsIsRefusedBeforeConnecting() throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let transport = Self.transport(port: closed.port)
        let error = #expect(throws: MailError.self) {
            try transport.send(try Self.message(subject: "Hi", body: "", to: []))
        }
        #expect(error?.kind == .invalidMessage)
    }

    @Test(arguments: ["http://mail.example", "file:///etc/passwd", "smtp:/", ""])
    func nonSMTPURLsAreRefused(url: String) throws {
        let transport = SMTPTransport(configuration: SMTPConfiguration(url: url))
        let error = #expect(throws: MailError.self) { try transport.send(try Self.message(subject: "Hi", body: "")) }
        #expect(error?.kind == .invalidConfiguration)
    }
}
