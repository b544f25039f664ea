import Testing

@testable import CardboxSecurity

/// A hash that cannot get a slot within the queue timeout gives up instead of waiting forever.
struct HashingQueueTests {
    @Test func aHashGivesUpWhenEverySlotStaysTaken() throws {
        let hasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 1, queueTimeout: 0)
        let result = hasher.holdingSlot { Result { () throws(SecurityError) in try hasher.hash("a long password") } }
        #expect(throws: SecurityError.busy) { try result.get() }
        #expect(try hasher.hash("a long password").hasPrefix("$argon2id$"))
        #expect(hasher.operationsStarted == 2)
    }

    @Test func aVerificationGivesUpWhenEverySlotStaysTaken() throws {
        let hasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 1, queueTimeout: 0)
        let stored = try hasher.hash("a long password")
        let result = hasher.holdingSlot {
            Result { () throws(SecurityError) in try hasher.verify("a long password", against: stored) }
        }
        #expect(throws: SecurityError.busy) { try result.get() }
        let unknown = hasher.holdingSlot {
            Result { () throws(SecurityError) in try hasher.verifyWithoutAccount("a long password") }
        }
        #expect(throws: SecurityError.busy) { try unknown.get() }
        #expect(try hasher.verify("a long password", against: stored))
    }
}
