import CardboxCore
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// A browser that signed in to an account before holds a device cookie: its attempts are counted per device, so
/// guesses spread over many addresses hold the account back for unknown devices only, and a classroom behind one
/// address signs in on its own devices without hitting the address's limit.
@Suite struct DeviceCookieTests {
    private func signIn(_ browser: TestBrowser, password: String, email: String = "ada@example.org") throws -> Response
    {
        browser.get("/signin")
        return try browser.submit("/signin", ["email": email, "password": password])
    }

    /// A browser at `address` that signed up as `name` and signed out again, keeping its device cookie.
    private func returning(_ app: WebHarness, _ name: String, address: String) throws -> TestBrowser {
        let browser = app.browser(address: address)
        let email = "\(name.lowercased())@example.org"
        let made = try browser.submit("/signup", ["name": name, "email": email, "password": "correct horse battery"])
        #expect(made.status == .seeOther, "\(made.bodyText)")
        browser.get("/")
        _ = try browser.submit("/signout", [:])
        #expect(browser.cookies.keys.contains("cardbox_device"), "no device cookie after signing up")
        #expect(!browser.cookies.keys.contains("cardbox_session"))
        return browser
    }

    @Test func guessesFromManyAddressesHoldBackUnknownDevicesButNotTheOwnersBrowser() throws {
        let app = try WebHarness()
        let owner = try returning(app, "Ada", address: "198.51.100.7")
        // Each guesser has signed in to an account of its own, so it holds a device cookie, but not one of Ada's.
        for index in 0...SignInThrottle.freeAccountFailures {
            let guesser = try returning(app, "Mallory\(index)", address: "203.0.113.\(index + 1)")
            #expect(try signIn(guesser, password: "guess \(index)").status == .unauthorized)
        }
        let stranger = app.browser(address: "192.0.2.44")
        #expect(
            try signIn(stranger, password: "correct horse battery").status == .tooManyRequests,
            "an unknown device got past the account-wide count")
        #expect(try signIn(owner, password: "correct horse battery").status == .seeOther)

        // The count fades: after the longest wait and the decay of the failures, unknown devices may try again.
        app.advance(seconds: SignInThrottle.maximumWait + 10 * SignInThrottle.decayInterval)
        #expect(try signIn(stranger, password: "correct horse battery").status == .seeOther)
    }

    @Test func aKnownDeviceHasItsOwnCountOfFailures() throws {
        let app = try WebHarness()
        let owner = try returning(app, "Ada", address: "198.51.100.7")
        for _ in 0...SignInThrottle.freeFailures {
            #expect(try signIn(owner, password: "wrong password").status == .unauthorized)
        }
        // Its waits are its own: the device now waits, an unknown device elsewhere does not.
        #expect(try signIn(owner, password: "wrong password").status == .tooManyRequests)
        #expect(try signIn(owner, password: "correct horse battery").status == .tooManyRequests)
        let laptop = app.browser(address: "198.51.100.8")
        #expect(try signIn(laptop, password: "correct horse battery").status == .seeOther)
    }

    @Test func aClassroomBehindOneAddressSignsInOnItsOwnDevices() throws {
        let app = try WebHarness()
        let school = "192.0.2.10"
        let count = SignInThrottle.attemptsPerMinutePerAddress + 5
        var students: [TestBrowser] = []
        for index in 0..<count {
            students.append(try returning(app, "Student\(index)", address: "198.51.100.\(index + 1)"))
        }
        app.advance(seconds: 3_600)
        for (index, student) in students.enumerated() {
            student.address = school
            let answer = try signIn(student, password: "correct horse battery", email: "student\(index)@example.org")
            #expect(answer.status == .seeOther, "student \(index) behind the school's address: \(answer.status)")
        }
        // A browser that never signed in is still limited per address.
        let newcomer = app.browser(address: school)
        for index in 0..<SignInThrottle.attemptsPerMinutePerAddress {
            _ = try signIn(newcomer, password: "wrong", email: "n\(index)@example.org")
        }
        #expect(try signIn(newcomer, password: "wrong", email: "x@example.org").status == .tooManyRequests)
    }

    @Test func aDeviceCookieThatWasAlteredIsAnUnknownDevice() throws {
        let app = try WebHarness()
        let owner = try returning(app, "Ada", address: "198.51.100.7")
        let genuine = try #require(owner.cookies["cardbox_device"])
        owner.cookies["cardbox_device"] = String(genuine.dropLast(2)) + (genuine.hasSuffix("AA") ? "BB" : "AA")
        for _ in 0...SignInThrottle.freeFailures {
            #expect(try signIn(owner, password: "wrong password").status == .unauthorized)
        }
        // Counted as an unknown device from its address, which now waits; the genuine cookie is a device of its own.
        #expect(try signIn(owner, password: "wrong password").status == .tooManyRequests)
        owner.cookies["cardbox_device"] = genuine
        #expect(try signIn(owner, password: "correct horse battery").status == .seeOther)
    }
}
