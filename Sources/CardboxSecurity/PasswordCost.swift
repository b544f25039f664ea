import CSodium

/// How much work Argon2id does per password: passes over memory and the memory used.
///
/// libsodium's Argon2id always uses one lane (parallelism 1). The cost is written into every stored hash, so raising
/// it later makes ``PasswordHasher/needsRehash(_:)`` report old hashes, which can then be replaced at the next login.
public struct PasswordCost: Sendable, Equatable {
    /// Passes over memory (Argon2's `t`).
    public var iterations: Int
    /// Memory used per hash, in bytes (Argon2's `m`, which libsodium rounds down to whole KiB).
    public var memoryBytes: Int

    /// The OWASP floor for Argon2id: 2 iterations over 19 MiB (about 25 ms per hash).
    public static let owaspMinimum = PasswordCost(checkedIterations: 2, memoryBytes: 19 * 1_048_576)

    /// libsodium's interactive preset and Cardbox's default: 2 iterations over 64 MiB (about 80 ms per hash).
    public static let interactive = PasswordCost(checkedIterations: 2, memoryBytes: 64 * 1_048_576)

    /// Creates a cost, refusing anything weaker than ``owaspMinimum``.
    ///
    /// - Parameters:
    ///   - iterations: Passes over memory; at least 2.
    ///   - memoryBytes: Memory per hash in bytes; at least 19 MiB.
    /// - Throws: ``SecurityError/costBelowMinimum`` below the floor; ``SecurityError/costAboveMaximum`` past what
    ///   libsodium accepts.
    public init(iterations: Int, memoryBytes: Int) throws(SecurityError) {
        let floor = PasswordCost.owaspMinimum
        guard iterations >= floor.iterations, memoryBytes >= floor.memoryBytes else { throw .costBelowMinimum }
        Sodium.ready()
        guard UInt64(iterations) <= UInt64(crypto_pwhash_opslimit_max()),
            UInt64(memoryBytes) <= UInt64(crypto_pwhash_memlimit_max())
        else { throw .costAboveMaximum }
        self.init(checkedIterations: iterations, memoryBytes: memoryBytes)
    }

    private init(checkedIterations iterations: Int, memoryBytes: Int) {
        self.iterations = iterations
        self.memoryBytes = memoryBytes
    }
}
