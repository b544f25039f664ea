import CSodium

/// The one place libsodium is initialised.
///
/// Every public entry point of this module calls ``Sodium/ready()`` before touching libsodium. A `static let` is
/// initialised once, lazily and thread-safely by the Swift runtime, so `sodium_init` runs exactly once even when the
/// first calls race.
enum Sodium {
    private static let initialized: Bool = {
        // "sodium_init() returns 0 on success, -1 on failure, and 1 if the library had already been initialized."
        sodium_init() >= 0
    }()

    /// Initialises libsodium on first use.
    ///
    /// libsodium fails to initialise only when the system offers no source of randomness, and no function here can
    /// work safely without one, so that traps instead of returning weak results.
    static func ready() {
        precondition(initialized, "libsodium could not be initialised: the system has no usable source of randomness")
    }
}
