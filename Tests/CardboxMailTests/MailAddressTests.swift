import CardboxMail
import Testing

/// Which addresses and display names are accepted, and that nothing accepted can inject a header.
@Suite struct MailAddressTests {
    @Test(arguments: ["a@b.c", "first.last+tag@sub.example.org", "x@localhost", "o'brien_1-2@mail-1.example"])
    func commonAddressesAreAccepted(address: String) throws {
        let parsed = try MailAddress(address)
        #expect(parsed.address == address)
        #expect(parsed.name == nil)
    }

    @Test(arguments: [
        "a@b.c\r\nBcc: x@y.z", "a@b.c\nBcc: x@y.z", "a@b.c\r", "", "no-at-sign", "a@@b.c", "a@b@c.d", "<a@b.c>",
        "a b@c.d", " a@b.c", "a@b..c", ".a@b.c", "a.@b.c", "a..b@c.d", "a@-b.c", "a@b-.c", "ä@b.c", "a@bü.c",
        "a@b.c,d@e.f", "a@", "@b.c", "a@b.c;", "\"a\"@b.c", "a@[127.0.0.1]", "a\u{0}@b.c",
        String(repeating: "a", count: 65) + "@b.c",
    ])
    func malformedOrInjectingAddressesAreRefused(address: String) {
        let error = #expect(throws: MailError.self) { try MailAddress(address) }
        #expect(error?.kind == .invalidAddress)
    }

    @Test func theErrorSaysWhyWithoutRepeatingTheAddress() {
        let error = #expect(throws: MailError.self) { try MailAddress("victim@example.org\r\nBcc: x@y.z") }
        #expect(error?.description == "The email address is not valid: it contains a line break")
        #expect(error?.description.contains("victim") == false)
    }

    @Test(arguments: ["Ana\r\nBcc: x@y.z", "Ana\nDíaz", "Tab\there"])
    func displayNamesWithLineBreaksAreRefused(name: String) {
        #expect(throws: MailError.self) { try MailAddress("a@b.c", name: name) }
    }

    @Test func theDomainIsThePartAfterTheAt() throws {
        #expect(try MailAddress("noreply@cardbox.example").domain == "cardbox.example")
    }
}
