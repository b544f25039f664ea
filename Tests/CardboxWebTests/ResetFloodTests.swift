import CardboxCore
import CardboxHTTP
import CardboxSecurity
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Reset forms posted with made-up tokens cost no password hashing and are limited per address and overall.
@Suite struct ResetFloodTests {
    @Test func aMadeUpTokenIsRefusedWithoutHashing() throws {
        let app = try WebHarness(mailer: true)
        let visitor = app.browser(address: "203.0.113.5")
        let before = app.services.hasher.operationsStarted
        for attempt in 0..<3 {
            let refused = try visitor.submit(
                "/reset", ["token": "made-up-\(attempt)", "password": "new password here"])
            #expect(refused.status == .badRequest)
        }
        #expect(app.services.hasher.operationsStarted == before)
    }

    @Test func oneAddressIsLimitedAndOthersAreNot() throws {
        let app = try WebHarness(mailer: true)
        let flooder = app.browser(address: "203.0.113.5")
        for attempt in 0..<WebServices.resetsPerMinutePerAddress {
            let refused = try flooder.submit(
                "/reset", ["token": "made-up-\(attempt)", "password": "new password here"])
            #expect(refused.status == .badRequest)
        }
        let limited = try flooder.submit("/reset", ["token": "one-more", "password": "new password here"])
        #expect(limited.status == .tooManyRequests)
        #expect(limited.headers["Retry-After"].flatMap(Int.init).map { $0 > 0 && $0 <= 60 } == true)
        #expect(try flooder.submit("/forgot", ["email": "ada@example.org"]).status == .tooManyRequests)

        let neighbour = app.browser(address: "198.51.100.7")
        #expect(try neighbour.submit("/forgot", ["email": "ada@example.org"]).status == .ok)

        app.advance(seconds: 61)
        let later = try flooder.submit("/reset", ["token": "after-a-minute", "password": "new password here"])
        #expect(later.status == .badRequest)
    }

    @Test func everyAddressTogetherIsLimited() throws {
        let app = try WebHarness(mailer: true)
        var statuses: [HTTPStatus] = []
        for index in 0...WebServices.resetsPerMinute {
            let visitor = app.browser(address: "10.0.\(index / 200).\(index % 200)")
            statuses.append(try visitor.submit("/forgot", ["email": "nobody\(index)@example.org"]).status)
        }
        #expect(statuses.dropLast().allSatisfy { $0 == .ok })
        #expect(statuses.last == .tooManyRequests)
    }
}
