import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

@testable import CardboxSecurity

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

/// A reset that finds every hashing slot taken for the hasher's whole queue timeout is answered 503.
@Suite struct HashingQueueTimeoutTests {
    @Test func aFullHashingQueueAnswersServiceUnavailable() throws {
        let hasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 1, queueTimeout: 0)
        let app = try WebHarness(mailer: true, hasher: hasher)
        _ = try app.signedUp("Ada", email: "ada@example.org", password: "correct horse battery")
        let visitor = app.browser(address: "203.0.113.5")
        _ = try visitor.submit("/forgot", ["email": "ada@example.org"])
        let link = try #require(try app.store.fetchDueMail(now: Fixtures.now.addingTimeInterval(1), limit: 10).first)
        let token = try #require(
            link.body.components(separatedBy: "token=").last?.split(whereSeparator: \.isWhitespace).first)
        let busy = hasher.holdingSlot {
            try? visitor.submit("/reset", ["token": String(token), "password": "new password here"])
        }
        #expect(busy?.status == .serviceUnavailable)
        #expect(busy?.headers["Retry-After"] == "5")
    }

    @Test func aSignInThatFindsTheHashingQueueFullAnswersServiceUnavailableAndCountsNoAttempt() throws {
        let hasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 1, queueTimeout: 0)
        let app = try WebHarness(hasher: hasher)
        _ = try app.signedUp("Ada", email: "ada@example.org", password: "correct horse battery")
        let visitor = app.browser(address: "203.0.113.5")
        // More busy answers for one account than its free failures: none of them counts as a failed attempt.
        for attempt in 0..<12 {
            let email = attempt.isMultiple(of: 2) ? "ada@example.org" : "nobody@example.org"
            let busy = hasher.holdingSlot {
                try? visitor.submit("/signin", ["email": email, "password": "correct horse battery"])
            }
            #expect(busy?.status == .serviceUnavailable, "\(email)")
            #expect(busy?.headers["Retry-After"] == "5", "\(email)")
        }
        #expect(app.services.throttle.wait(account: "ada@example.org", address: "203.0.113.5") == nil)
        #expect(app.services.throttle.wait(address: "203.0.113.5") == nil)
        let signedIn = try visitor.submit("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
        #expect(signedIn.status == .seeOther)
    }
}
