import CSodium
import Dispatch
import Synchronization

/// Hashes and verifies passwords with Argon2id, the format libsodium's `crypto_pwhash_str` writes.
///
/// A stored hash is a self-describing string such as `$argon2id$v=19$m=65536,t=2,p=1$<salt>$<hash>`, so it carries its
/// own salt and cost. Each hash or verification holds ``PasswordCost/memoryBytes`` of memory for tens of milliseconds;
/// at most `maximumConcurrentHashes` run at once and further callers wait, so a burst of logins cannot exhaust memory.
///
/// Waiting blocks the calling thread. Call ``hash(_:)`` and ``verify(_:against:)`` from threads that may block, such
/// as the HTTP server's worker threads, never from Swift-concurrency tasks: with one cooperative thread per core, a few
/// waiting tasks would stall every other task. From async code, hop to a thread the caller owns first.
///
/// ```swift
/// let hasher = PasswordHasher()
/// let stored = try hasher.hash("correct horse battery staple")
/// hasher.verify("correct horse battery staple", against: stored)  // true
/// ```
public final class PasswordHasher: Sendable {
    /// The longest password accepted, in UTF-8 bytes; longer ones would let a client make the server hash megabytes.
    public static let maximumPasswordBytes = 1024

    /// The cost new hashes are made with.
    public let cost: PasswordCost
    /// How long ``hash(_:)`` and ``verify(_:against:)`` wait for a free slot before giving up with
    /// ``SecurityError/busy``.
    public let queueTimeout: Double
    private let slots: DispatchSemaphore
    private let dummyHash = Mutex<String?>(nil)
    private let runs = Atomic<Int>(0)

    /// How many hashes and verifications this hasher has started, so callers can check that a path does no hashing.
    public var operationsStarted: Int { runs.load(ordering: .relaxed) }

    /// Creates a hasher.
    ///
    /// - Parameters:
    ///   - cost: The cost of new hashes; ``PasswordCost/interactive`` unless configured otherwise.
    ///   - maximumConcurrentHashes: How many hashes or verifications may run at once (about the number of cores);
    ///     at least 1.
    ///   - queueTimeout: Seconds ``hash(_:)`` and ``verify(_:against:)`` wait for a free slot before throwing
    ///     ``SecurityError/busy``.
    public init(cost: PasswordCost = .interactive, maximumConcurrentHashes: Int = 2, queueTimeout: Double = 10) {
        precondition(maximumConcurrentHashes >= 1, "PasswordHasher needs at least one concurrent hash")
        precondition(
            cost.iterations >= PasswordCost.owaspMinimum.iterations
                && cost.memoryBytes >= PasswordCost.owaspMinimum.memoryBytes,
            "PasswordCost was changed below the OWASP floor after it was created")
        Sodium.ready()
        self.cost = cost
        self.queueTimeout = queueTimeout
        self.slots = DispatchSemaphore(value: maximumConcurrentHashes)
    }

    /// Hashes `password` with a fresh random salt.
    ///
    /// Blocks while the concurrency limit is reached, at most ``queueTimeout`` seconds, then for the duration of one
    /// Argon2id run.
    ///
    /// - Returns: The string to store, starting with `$argon2id$`.
    /// - Throws: ``SecurityError/passwordTooLong`` past ``maximumPasswordBytes``; ``SecurityError/hashingFailed``
    ///   when the memory cannot be allocated; ``SecurityError/busy`` when no slot frees up within ``queueTimeout``.
    public func hash(_ password: String) throws(SecurityError) -> String {
        var secret = Array(password.utf8CString)
        defer { sodium_memzero(&secret, secret.count) }
        let length = secret.count - 1
        guard length <= Self.maximumPasswordBytes else { throw .passwordTooLong }
        var output = [CChar](repeating: 0, count: Int(crypto_pwhash_strbytes()))
        runs.add(1, ordering: .relaxed)
        guard slots.wait(timeout: .now() + queueTimeout) == .success else { throw .busy }
        defer { slots.signal() }
        let status = crypto_pwhash_str(
            &output, secret, UInt64(length), UInt64(cost.iterations), cost.memoryBytes)
        // "Returns 0 on success and -1 if the computation didn't complete, usually because the operating system
        // refused to allocate the amount of requested memory."
        guard status == 0 else { throw .hashingFailed }
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches `storedHash`.
    ///
    /// Blocks like ``hash(_:)``: at most ``queueTimeout`` seconds for a slot, then for one Argon2id run, so a flood
    /// of sign-ins cannot hold every worker thread waiting. A malformed or truncated hash, or an over-long password,
    /// is a mismatch.
    ///
    /// - Returns: `true` only when the hash is well formed and made from this password.
    /// - Throws: ``SecurityError/busy`` when no slot frees up within ``queueTimeout``.
    public func verify(_ password: String, against storedHash: String) throws(SecurityError) -> Bool {
        guard Self.fitsHashBuffer(storedHash) else { return false }
        var secret = Array(password.utf8CString)
        defer { sodium_memzero(&secret, secret.count) }
        let length = secret.count - 1
        guard length <= Self.maximumPasswordBytes else { return false }
        return try withSlot { crypto_pwhash_str_verify(storedHash, secret, UInt64(length)) == 0 }
    }

    /// Spends the time of one ``verify(_:against:)`` and returns `false`: call it when there is no account to check
    /// against, so that how long a sign-in takes does not tell whether the account exists.
    ///
    /// The hash it verifies against is made once, at this hasher's cost, on first use.
    ///
    /// - Throws: ``SecurityError/busy`` as ``verify(_:against:)`` does, and whatever making the hash throws.
    public func verifyWithoutAccount(_ password: String) throws(SecurityError) -> Bool {
        let stored = dummyHash.withLock { $0 }
        let hash: String
        if let stored {
            hash = stored
        } else {
            let made = try self.hash(SecureToken.generate())
            dummyHash.withLock { $0 = $0 ?? made }
            hash = made
        }
        _ = try verify(password, against: hash)
        return false
    }

    /// Whether `storedHash` should be replaced by ``hash(_:)`` once the user's password is at hand, at the next
    /// successful login.
    ///
    /// True when it was made with a cost other than ``cost``, with an algorithm other than Argon2id, or is not a hash.
    public func needsRehash(_ storedHash: String) -> Bool {
        // The generic function also accepts Argon2i strings with matching parameters; only Argon2id is current.
        guard Self.fitsHashBuffer(storedHash), storedHash.hasPrefix("$argon2id$") else { return true }
        // "Returns 1 if the hash doesn't match the parameters, 0 if it does, -1 if the string is not a valid hash."
        return crypto_pwhash_str_needs_rehash(storedHash, UInt64(cost.iterations), cost.memoryBytes) != 0
    }

    // MARK: - Private

    /// libsodium declares the stored hash as `char str[crypto_pwhash_STRBYTES]`, NUL included; longer strings are
    /// not hashes, and refusing them keeps the C side within its documented bounds.
    private static func fitsHashBuffer(_ storedHash: String) -> Bool {
        storedHash.utf8.count < Int(crypto_pwhash_strbytes()) && !storedHash.utf8.contains(0)
    }

    /// Runs `body` while holding one slot, so callers of ``hash(_:)`` queue behind it.
    func holdingSlot<T>(_ body: () -> T) -> T {
        slots.wait()
        defer { slots.signal() }
        return body()
    }

    private func withSlot<T>(_ body: () -> T) throws(SecurityError) -> T {
        runs.add(1, ordering: .relaxed)
        guard slots.wait(timeout: .now() + queueTimeout) == .success else { throw .busy }
        defer { slots.signal() }
        return body()
    }
}
