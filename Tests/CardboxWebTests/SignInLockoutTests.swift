import CardboxCore
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Wrong passwords slow down only the address they came from, are forgotten over time, and behind a trusted proxy
/// the throttles count the client the proxy names.
@Suite struct SignInLockoutTests {
    private func signIn(_ browser: TestBrowser, password: String, email: String = "ada@example.org") throws -> Response
    {
        try browser.submit("/signin", ["email": email, "password": password])
    }

    @Test func wrongPasswordsElsewhereDoNotMakeTheRealUserWait() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada", email: "ada@example.org", password: "correct horse battery")
        let guesser = app.browser(address: "203.0.113.5")
        for _ in 0..<8 { _ = try signIn(guesser, password: "wrong password") }
        #expect(try signIn(guesser, password: "wrong password").status == .tooManyRequests)

        let owner = app.browser(address: "198.51.100.7")
        #expect(try signIn(owner, password: "correct horse battery").status == .seeOther)
        #expect(try signIn(guesser, password: "correct horse battery").status == .tooManyRequests)
    }

    @Test func failuresAreForgottenOverTime() throws {
        let app = try WebHarness()
        _ = try app.signedUp("Ada", email: "ada@example.org", password: "correct horse battery")
        let guesser = app.browser(address: "203.0.113.5")
        for _ in 0..<10 {
            _ = try signIn(guesser, password: "wrong password")
            app.advance(seconds: 15 * 60)
        }
        #expect(try signIn(guesser, password: "wrong password").status == .unauthorized)
        #expect(try signIn(guesser, password: "wrong password").status == .unauthorized)
        app.advance(seconds: 60 * 60)
        for _ in 0..<SignInThrottle.freeFailures - 1 {
            #expect(try signIn(guesser, password: "wrong password").status == .unauthorized)
        }
        #expect(try signIn(guesser, password: "correct horse battery").status == .seeOther)
    }

    @Test func aTrustedProxysClientsAreCountedApart() throws {
        let app = try WebHarness { $0.trustedProxies = ["127.0.0.1"] }
        let classmate = app.browser(address: "127.0.0.1")
        classmate.extraHeaders = [("X-Forwarded-For", "203.0.113.5")]
        for index in 0..<SignInThrottle.attemptsPerMinutePerAddress {
            #expect(try signIn(classmate, password: "wrong", email: "n\(index)@example.org").status == .unauthorized)
        }
        #expect(try signIn(classmate, password: "wrong", email: "last@example.org").status == .tooManyRequests)

        let other = app.browser(address: "127.0.0.1")
        other.extraHeaders = [("Forwarded", "for=\"[2001:db8::7]:4711\";proto=https")]
        #expect(try signIn(other, password: "wrong", email: "last@example.org").status == .unauthorized)
        let direct = app.browser(address: "127.0.0.1")
        #expect(try signIn(direct, password: "wrong", email: "last@example.org").status == .unauthorized)
    }

    @Test func forwardingHeadersFromOtherAddressesAreIgnored() throws {
        let app = try WebHarness { $0.trustedProxies = ["127.0.0.1"] }
        let spoofer = app.browser(address: "198.51.100.9")
        for index in 0..<SignInThrottle.attemptsPerMinutePerAddress {
            spoofer.extraHeaders = [("X-Forwarded-For", "10.0.0.\(index)")]
            #expect(try signIn(spoofer, password: "wrong", email: "n\(index)@example.org").status == .unauthorized)
        }
        spoofer.extraHeaders = [("X-Forwarded-For", "10.0.1.1")]
        #expect(try signIn(spoofer, password: "wrong", email: "last@example.org").status == .tooManyRequests)
    }

    @Test func clientAddressReadsTheChainFromTheRight() {
        let resolver = ClientAddress(trustedProxies: ["10.0.0.1", "10.0.0.2"])
        func request(from address: String, _ headers: [(String, String)]) -> Request {
            Request(
                method: .get, path: "/", query: Parameters(), headers: HTTPHeaders(headers), body: [],
                remoteAddress: address, id: "t")
        }
        #expect(
            resolver.of(request(from: "10.0.0.1", [("X-Forwarded-For", "1.2.3.4, 5.6.7.8, 10.0.0.2")])) == "5.6.7.8")
        #expect(resolver.of(request(from: "10.0.0.1", [("X-Forwarded-For", "unknown")])) == "10.0.0.1")
        #expect(resolver.of(request(from: "10.0.0.1", [])) == "10.0.0.1")
        #expect(
            resolver.of(request(from: "10.0.0.1", [("Forwarded", "for=192.0.2.60:8080;by=10.0.0.1")])) == "192.0.2.60")
        #expect(resolver.of(request(from: "192.0.2.1", [("X-Forwarded-For", "1.2.3.4")])) == "192.0.2.1")
    }
}
