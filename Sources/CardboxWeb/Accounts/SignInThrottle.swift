public import CardboxCore
public import Foundation
import Synchronization

/// Slows down password guessing, checked before any password is hashed.
///
/// Per account and address, failures earn an exponentially growing wait (up to 15 minutes) for that address only,
/// so someone guessing from elsewhere never makes the real user wait; one failure is forgotten for every
/// ``decayInterval`` without another. Per address, at most 30 attempts a minute.
///
/// Sign-in also knows devices (a browser holding a device cookie from an earlier sign-in to the account, OWASP's
/// approach): such an attempt is counted per device, neither against its address nor against the account, so a
/// classroom behind one address and the real user under attack sign in as usual. Attempts from unknown devices also
/// share one account-wide count (``freeAccountFailures`` free, then waits up to 15 minutes), which is what holds
/// back guessing spread over many addresses.
///
/// The counters live in a ``ThrottleStore``: the server's store, so every server sharing one database counts the
/// same attempts and a guesser gains nothing by spreading tries over them. Each throttle keeps its counters under
/// its own scope. When the store cannot be reached, an attempt is refused for a second rather than let through
/// uncounted.
public final class SignInThrottle: Sendable {
    /// Attempts per IP address per minute.
    public static let attemptsPerMinutePerAddress = 30
    /// Failures an account may have from one address before waits begin.
    public static let freeFailures = 4
    /// Failures an account may have from unknown devices, from every address together, before waits begin for them.
    public static let freeAccountFailures = 10
    /// The longest wait.
    public static let maximumWait: TimeInterval = 15 * 60
    /// How long without a failure it takes for one failure to be forgotten.
    public static let decayInterval: TimeInterval = 5 * 60
    /// How often ended windows and faded failures are deleted from the store (by each server, at most).
    public static let pruneInterval: TimeInterval = 60

    private let store: any ThrottleStore
    private let scope: String
    private let limits: ThrottleLimits
    private let accountLimits: ThrottleLimits
    private let now: @Sendable () -> Date
    private let lastPrune = Mutex(Date.distantPast)

    /// Creates a throttle whose counters live in `store` under `scope`, on the given clock.
    ///
    /// - Parameter attemptsPerMinute: Attempts one address may make in a minute; ``attemptsPerMinutePerAddress``
    ///   unless given.
    public init(
        store: any ThrottleStore, scope: String, now: @escaping @Sendable () -> Date,
        attemptsPerMinute: Int = SignInThrottle.attemptsPerMinutePerAddress
    ) {
        self.store = store
        self.scope = scope
        self.now = now
        self.limits = ThrottleLimits(
            attemptsPerWindow: attemptsPerMinute, window: 60, freeFailures: Self.freeFailures,
            maximumWait: Self.maximumWait, decayInterval: Self.decayInterval)
        // The account-wide count limits failures only; attempts are already limited per address.
        self.accountLimits = ThrottleLimits(
            attemptsPerWindow: .max, window: 60, freeFailures: Self.freeAccountFailures, maximumWait: Self.maximumWait,
            decayInterval: Self.decayInterval)
    }

    /// Creates a throttle that counts in this process's memory only, on the given clock.
    ///
    /// - Parameter attemptsPerMinute: Attempts one address may make in a minute; ``attemptsPerMinutePerAddress``
    ///   unless given.
    public convenience init(
        now: @escaping @Sendable () -> Date, attemptsPerMinute: Int = SignInThrottle.attemptsPerMinutePerAddress
    ) {
        self.init(store: MemoryThrottleStore(), scope: "sign-in", now: now, attemptsPerMinute: attemptsPerMinute)
    }

    /// Seconds to wait before `account` may try from `address`, or `nil` when an attempt may go ahead (and is
    /// counted against the address).
    public func wait(account: String, address: String) -> TimeInterval? {
        check(failureKey: Self.key(account: account, address: address), address: address)
    }

    /// Seconds to wait before `account` may try to sign in from `address`, on `device` when the browser holds a
    /// device cookie of this account, or `nil` when the attempt may go ahead (and is counted).
    public func wait(signingInTo account: String, address: String, device: String?) -> TimeInterval? {
        if let device {
            return check(failureKey: Self.key(device: device), address: Self.key(device: device))
        }
        if let wait = check(failureKey: Self.key(account: account, address: address), address: address) {
            return wait
        }
        do {
            return try store.admitAttempt(
                scope: accountScope, failureKey: account.lowercased(), address: account.lowercased(),
                limits: accountLimits, now: now())
        } catch {
            return 1
        }
    }

    /// Records a failed sign-in to `account` from `address`, on `device` when known.
    public func recordSignInFailure(account: String, address: String, device: String?) {
        if let device { return recordFailure(key: Self.key(device: device), limits: limits, scope: scope) }
        recordFailure(account: account, address: address)
        recordFailure(key: account.lowercased(), limits: accountLimits, scope: accountScope)
    }

    /// Clears the failures of a successful sign-in's device, or of its account and address when the device is unknown.
    ///
    /// The account-wide count of unknown devices is left to fade, since a guesser may be among them.
    public func recordSignInSuccess(account: String, address: String, device: String?) {
        if let device {
            try? store.clearThrottleFailures(scope: scope, key: Self.key(device: device))
        } else {
            recordSuccess(account: account, address: address)
        }
    }

    /// Seconds to wait before `address` may make another attempt, or `nil` when it may go ahead (and is counted).
    ///
    /// For forms that have no account to slow down, such as asking for or using a password reset link.
    public func wait(address: String) -> TimeInterval? {
        check(failureKey: nil, address: address)
    }

    /// Records a failed password for `account` tried from `address`.
    public func recordFailure(account: String, address: String) {
        recordFailure(key: Self.key(account: account, address: address), limits: limits, scope: scope)
    }

    private func recordFailure(key: String, limits: ThrottleLimits, scope: String) {
        try? store.recordThrottleFailure(scope: scope, key: key, limits: limits, now: now())
    }

    /// The scope of the account-wide counts of unknown devices.
    private var accountScope: String { scope + ".account" }

    /// Clears the failures of `account` from `address` after a successful sign-in there.
    public func recordSuccess(account: String, address: String) {
        try? store.clearThrottleFailures(scope: scope, key: Self.key(account: account, address: address))
    }

    private func check(failureKey: String?, address: String) -> TimeInterval? {
        let now = now()
        prune(at: now)
        do {
            return try store.admitAttempt(
                scope: scope, failureKey: failureKey, address: address, limits: limits, now: now)
        } catch {
            return 1
        }
    }

    /// Deletes ended windows and faded failures once per ``pruneInterval``.
    private func prune(at now: Date) {
        let due = lastPrune.withLock { last -> Bool in
            guard abs(now.timeIntervalSince(last)) >= Self.pruneInterval else { return false }
            last = now
            return true
        }
        if due {
            _ = try? store.pruneThrottles(scope: scope, limits: limits, now: now)
            _ = try? store.pruneThrottles(scope: accountScope, limits: accountLimits, now: now)
        }
    }

    private static func key(account: String, address: String) -> String {
        account.lowercased() + "\n" + address
    }

    private static func key(device: String) -> String {
        "device\n" + device
    }
}
