import CardboxSecurity
import Testing

/// Argon2id hashing, verification, rehash detection and the limits on cost and password length.
@Suite struct PasswordHasherTests {
    let hasher = PasswordHasher(cost: .owaspMinimum)

    @Test func aHashVerifiesItsPasswordAndNoOther() throws {
        let stored = try hasher.hash("correct horse battery staple")
        #expect(stored.hasPrefix("$argon2id$"))
        #expect(try hasher.verify("correct horse battery staple", against: stored))
        #expect(try !hasher.verify("correct horse battery stapler", against: stored))
        #expect(try !hasher.verify("", against: stored))
    }

    @Test func theSamePasswordHashesDifferentlyEachTime() throws {
        let first = try hasher.hash("pässwörd ✓")
        let second = try hasher.hash("pässwörd ✓")
        #expect(first != second)
        #expect(try hasher.verify("pässwörd ✓", against: first))
        #expect(try hasher.verify("pässwörd ✓", against: second))
    }

    @Test func theHashRecordsTheCost() throws {
        let stored = try hasher.hash("secret")
        #expect(stored.contains("m=19456,t=2,p=1"))
    }

    @Test func aWeakerHashNeedsRehashingUnderTheDefaultCost() throws {
        let old = try hasher.hash("secret")
        let current = PasswordHasher(cost: .interactive)
        #expect(current.needsRehash(old))
        #expect(!hasher.needsRehash(old))
        #expect(try current.verify("secret", against: old))
    }

    @Test func theDefaultCostIsInteractive() throws {
        let hasher = PasswordHasher()
        #expect(hasher.cost == .interactive)
        let stored = try hasher.hash("secret")
        #expect(stored.contains("m=65536,t=2,p=1"))
        #expect(!hasher.needsRehash(stored))
    }

    @Test(arguments: [(1, 19 * 1_048_576), (2, 19 * 1_048_576 - 1), (0, 64 * 1_048_576), (-1, -1)])
    func costsBelowTheOWASPFloorAreRefused(iterations: Int, memoryBytes: Int) {
        #expect(throws: SecurityError.costBelowMinimum) {
            try PasswordCost(iterations: iterations, memoryBytes: memoryBytes)
        }
    }

    @Test func costsAtOrAboveTheFloorAreAccepted() throws {
        #expect(try PasswordCost(iterations: 2, memoryBytes: 19 * 1_048_576) == .owaspMinimum)
        let stronger = try PasswordCost(iterations: 3, memoryBytes: 32 * 1_048_576)
        #expect(stronger.iterations == 3)
        #expect(throws: SecurityError.costAboveMaximum) {
            try PasswordCost(iterations: 2, memoryBytes: Int.max)
        }
    }

    @Test func overLongPasswordsAreRefusedWithAClearError() throws {
        let limit = String(repeating: "a", count: PasswordHasher.maximumPasswordBytes)
        let stored = try hasher.hash(limit)
        #expect(try hasher.verify(limit, against: stored))
        let error = #expect(throws: SecurityError.self) { try hasher.hash(limit + "a") }
        #expect(error == .passwordTooLong)
        #expect(error?.description == "The password is longer than 1024 bytes.")
        // Bytes, not characters: 342 three-byte characters are 1,026 bytes.
        #expect(throws: SecurityError.passwordTooLong) { try hasher.hash(String(repeating: "€", count: 342)) }
        #expect(try !hasher.verify(limit + "a", against: stored))
    }

    @Test(arguments: [
        "", "not a hash", "$argon2id$", "$argon2id$v=19$m=19456,t=2,p=1$", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$",
        "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA", "$2b$10$abcdefghijklmnopqrstuv",
        String(repeating: "$argon2id$", count: 50), "$argon2id$v=19$m=19456,t=2,p=1$\u{0}$x",
    ])
    func malformedStoredHashesVerifyFalse(stored: String) throws {
        #expect(try !hasher.verify("secret", against: stored))
        #expect(hasher.needsRehash(stored))
    }

    @Test func aTruncatedRealHashVerifiesFalse() throws {
        let stored = try hasher.hash("secret")
        #expect(try !hasher.verify("secret", against: String(stored.dropLast(4))))
    }

    @Test func concurrentHashingIsBoundedAndCorrect() async throws {
        let hasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 1)
        let hashes = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask { try hasher.hash("password \(index)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(hashes).count == 4)
        for index in 0..<4 {
            #expect(try hashes.contains { try hasher.verify("password \(index)", against: $0) })
        }
    }

    @Test func errorDescriptionsNeverContainThePassword() {
        let password = String(repeating: "hunter2", count: 200)
        let error = #expect(throws: SecurityError.self) { try hasher.hash(password) }
        #expect(error.map { !$0.description.contains("hunter2") } == true)
    }
}
