import CardboxMail
import Foundation
import Testing

/// The RFC 5322 text ``MailMessage/formatted()`` produces.
@Suite struct MailMessageFormattingTests {
    static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

    static func message(
        subject: String = "Hello", body: String = "Hi\n", to: [MailAddress]? = nil, messageID: String? = "id@x.example"
    ) throws -> MailMessage {
        MailMessage(
            from: try MailAddress("noreply@cardbox.example", name: "Cardbox"),
            to: try to ?? [MailAddress("ana@school.example")],
            subject: subject, body: body, date: fixedDate, messageID: messageID)
    }

    @Test func aPasswordResetMessageFormatsExactly() throws {
        let message = MailMessage(
            from: try MailAddress("noreply@cardbox.example", name: "Cardbox"),
            to: [try MailAddress("ana@school.example", name: "Ana Díaz")],
            subject: "Réinitialiser votre mot de passe",
            body: """
                Bonjour Ana,

                Ouvrez ce lien pour réinitialiser votre mot de passe :
                .
                https://cardbox.example/password/reset?token=\(String(repeating: "abcdefghij", count: 5))
                Trailing space\u{20}

                """,
            date: Self.fixedDate,
            messageID: "fixed-id@cardbox.example")
        let expected = [
            "Date: Tue, 14 Nov 2023 22:13:20 +0000",
            "Message-ID: <fixed-id@cardbox.example>",
            "From: Cardbox <noreply@cardbox.example>",
            "To: =?UTF-8?B?QW5hIETDrWF6?= <ana@school.example>",
            "Subject: =?UTF-8?B?UsOpaW5pdGlhbGlzZXIgdm90cmUgbW90IGRlIHBhc3Nl?=",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: quoted-printable",
            "",
            "Bonjour Ana,",
            "",
            "Ouvrez ce lien pour r=C3=A9initialiser votre mot de passe :",
            "=2E",
            "https://cardbox.example/password/reset?token=3Dabcdefghijabcdefghijabcdefgh=",
            "ijabcdefghijabcdefghij",
            "Trailing space=20",
        ].map { $0 + "\r\n" }.joined()
        #expect(message.formatted() == expected)
    }

    @Test func anASCIIBodyIsSentAs7BitWithCRLFLineEnds() throws {
        let text = try Self.message(body: "Hello\n.\r\nBye\rnow").formatted()
        #expect(text.contains("Content-Transfer-Encoding: 7bit\r\n"))
        #expect(text.hasSuffix("\r\n\r\nHello\r\n.\r\nBye\r\nnow\r\n"))
    }

    @Test func everyLineEndsInCRLFAndFitsIn998Bytes() throws {
        let body = String(repeating: "x", count: 2_500) + "\n" + String(repeating: "é", count: 700) + "\r\nend"
        let names = (0..<30).map { "reader\($0)@school.example" }
        let text = try Self.message(
            subject: String(repeating: "word ", count: 300) + String(repeating: "ü", count: 200),
            body: body, to: names.map { try MailAddress($0, name: "Reader Number \($0.prefix(8))") }
        ).formatted()
        let bytes = Array(text.utf8)
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        var lineLength = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A {
                #expect(index > 0 && bytes[index - 1] == 0x0D, "bare LF at byte \(index)")
                lineLength = 0
            } else if byte != 0x0D {
                lineLength += 1
                #expect(lineLength <= 998)
            } else {
                #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "bare CR at byte \(index)")
            }
        }
        #expect(text.contains("Content-Transfer-Encoding: quoted-printable"))
    }

    @Test func aSubjectCannotInjectAHeader() throws {
        let text = try Self.message(subject: "Hi\r\nBcc: evil@attacker.example").formatted()
        #expect(text.contains("Subject: Hi  Bcc: evil@attacker.example\r\n"))
        #expect(!text.contains("\r\nBcc:"))
    }

    @Test func aMessageIDCannotInjectAHeader() throws {
        let text = try Self.message(messageID: "a@b\r\nBcc: evil@attacker.example").formatted()
        #expect(text.contains("Message-ID: <a@bBcc:evil@attacker.example>\r\n"))
        #expect(!text.contains("\r\nBcc:"))
    }

    @Test func longASCIISubjectsFoldAtSpaces() throws {
        let subject = (1...30).map { "word\($0)" }.joined(separator: " ")
        let text = try Self.message(subject: subject).formatted()
        let header = try #require(text.components(separatedBy: "\r\n").firstIndex { $0.hasPrefix("Subject: ") })
        let lines = text.components(separatedBy: "\r\n")
        var folded = [lines[header]]
        for line in lines[(header + 1)...] where line.hasPrefix(" ") { folded.append(line) }
        #expect(folded.count > 1)
        #expect(folded.allSatisfy { $0.utf8.count <= 78 })
        #expect(folded.joined() == "Subject: " + subject)
    }

    @Test func longNonASCIISubjectsBecomeSeveralEncodedWords() throws {
        let text = try Self.message(subject: String(repeating: "Grüße ", count: 20)).formatted()
        let words = text.components(separatedBy: "\r\n").filter { $0.contains("=?UTF-8?B?") }
        #expect(words.count > 1)
        #expect(words.allSatisfy { $0.utf8.count <= 76 })
    }

    @Test(arguments: [
        ("Ana Díaz", "=?UTF-8?B?QW5hIETDrWF6?= <a@b.c>"), ("Cardbox", "Cardbox <a@b.c>"),
        ("O'Brien, Pat", "\"O'Brien, Pat\" <a@b.c>"), ("Say \"hi\"", "\"Say \\\"hi\\\"\" <a@b.c>"),
        ("", "a@b.c"),
    ])
    func displayNamesAreQuotedOrEncoded(name: String, header: String) throws {
        let text = try Self.message(to: [MailAddress("a@b.c", name: name)]).formatted()
        #expect(text.contains("\r\nTo: \(header)\r\n"))
    }

    @Test func manyRecipientsFoldTheToHeader() throws {
        let recipients = try (0..<6).map { try MailAddress("reader\($0)@school.example") }
        let text = try Self.message(to: recipients).formatted()
        #expect(
            text.contains(
                "To: reader0@school.example, reader1@school.example, reader2@school.example,\r\n"
                    + " reader3@school.example, reader4@school.example, reader5@school.example\r\n"))
    }

    @Test func theDefaultMessageIDIsRandomAtTheSendersDomain() throws {
        let first = try Self.message(messageID: nil)
        let second = try Self.message(messageID: nil)
        #expect(first.messageID != second.messageID)
        let parts = first.messageID.split(separator: "@")
        #expect(parts.count == 2)
        #expect(parts.last == "cardbox.example")
        #expect(parts.first?.count == 32)
        #expect(parts.first?.allSatisfy(\.isHexDigit) == true)
    }

    @Test(arguments: [
        (0.0, "Thu, 1 Jan 1970 00:00:00 +0000"), (951_782_400, "Tue, 29 Feb 2000 00:00:00 +0000"),
        (1_735_689_599, "Tue, 31 Dec 2024 23:59:59 +0000"),
    ])
    func datesAreRFC5322InUTC(seconds: Double, header: String) throws {
        var message = try Self.message()
        message.date = Date(timeIntervalSince1970: seconds)
        #expect(message.formatted().hasPrefix("Date: \(header)\r\n"))
    }
}
