import CardboxMail
import Testing

/// Reading SMTP settings from one URL, and keeping the password out of descriptions.
@Suite struct SMTPConfigurationTests {
    @Test func aFullURLIsSplitIntoSettings() throws {
        let configuration = try SMTPConfiguration(
            parsing: "smtp://mailer%40school.example:p%40ss%3Aword@mail.example:587?starttls=optional&timeout=5")
        #expect(
            configuration
                == SMTPConfiguration(
                    url: "smtp://mail.example:587", username: "mailer@school.example", password: "p@ss:word",
                    requireTLS: false, timeoutSeconds: 5))
    }

    @Test func defaultsRequireTLSAndAllowThirtySeconds() throws {
        let configuration = try SMTPConfiguration(parsing: "smtps://mail.example:465")
        #expect(configuration.url == "smtps://mail.example:465")
        #expect(configuration.username == nil)
        #expect(configuration.password == nil)
        #expect(configuration.requireTLS)
        #expect(configuration.timeoutSeconds == 30)
    }

    @Test(arguments: [
        "http://u:hunter2@mail.example", "ftp://u:hunter2@mail.example", "smtp://u:hunter2@",
        "smtp://u:hunter2@mail.example?starttls=maybe", "smtp://u:hunter2@mail.example?timeout=-1", "not a url",
    ])
    func unusableURLsAreRefusedWithoutRepeatingThem(url: String) {
        let error = #expect(throws: MailError.self) { try SMTPConfiguration(parsing: url) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.description.contains("hunter2") == false)
    }

    @Test func thePasswordIsNeverPrinted() throws {
        let configuration = try SMTPConfiguration(parsing: "smtp://mailer:hunter2@mail.example:587")
        #expect(
            String(describing: configuration)
                == "SMTP smtp://mail.example:587 as mailer (password <redacted>), TLS required, 30 s")
        #expect(!String(reflecting: configuration).contains("hunter2"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("hunter2"))
    }
}
