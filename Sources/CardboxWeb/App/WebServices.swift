public import CardboxClassrooms
public import CardboxCore
public import CardboxHTTP
public import CardboxLexicon
public import CardboxSecurity
public import CardboxWords
public import Foundation

/// What the controllers share: the store, the clock, password hashing, sealed secrets, throttles and the log.
public struct WebServices: Sendable {
    /// The store.
    public var store: any StudyStore
    /// Behaviour settings.
    public var configuration: WebConfiguration
    /// Password hashing.
    public var hasher: PasswordHasher
    /// Seals users' own API keys at rest.
    public var secrets: SecretBox
    /// The current time (fixed in tests).
    public var now: @Sendable () -> Date
    /// Sign-in throttling, counted in the store so every server sharing it counts the same attempts.
    public var throttle: SignInThrottle
    /// Limits how often one address may ask for or use a password reset link (counted in the store).
    public var resetThrottle: SignInThrottle
    /// Limits reset requests from all addresses together, keyed by ``WebServices/everyAddress`` (counted in the
    /// store, so the limit holds for all servers together).
    public var resetFloodThrottle: SignInThrottle
    /// The server log.
    public var log: @Sendable (String) -> Void
    /// Live event streams.
    public var eventStreams: EventStreamHub
    /// Carries live events to the streams of every node that shares the store; `nil` hands them straight to
    /// ``eventStreams`` (one process).
    public var liveEvents: (any LiveEventChannel)?
    /// Request metrics.
    public var metrics: HTTPMetrics
    /// Credentials verified in the last few seconds: the cache the composition root hands in (with the configured
    /// `credential-cache-seconds`), or one of 5 seconds.
    public let credentials: CredentialCache
    /// Seeds multiple-choice shuffles; `nil` derives one per card and answer count.
    public var seed: UInt64?
    /// Background imports.
    public var imports: ImportJobs
    /// Background optimizations of a deck's FSRS weights, on the imports' job runner.
    public var optimizations: OptimizeJobs
    /// The retention advisor's curves simulated so far.
    let retentionCurves = RetentionCurves()
    /// Sends one message, or `nil` when no mail server is configured (reset links then go to the log).
    public var mailer: (@Sendable (OutgoingMail) throws -> Void)?
    /// The dictionary, or `nil` when WordNet is not installed (the words pages then say so).
    public var lexicon: Lexicon?
    /// Pronunciation with espeak-ng, or `nil` for none.
    public var pronouncer: Pronouncer?
    /// The classroom use cases (made over ``store`` unless the composition root hands others in).
    public var classroomUseCases: ClassroomUseCases
    /// Whether a classroom role may do an action: ``ClassroomPermissions/allows(_:_:)``, checked before every
    /// classroom route's handler runs, and by the use case in the transaction of the routes of taking a quiz.
    public var classroomRule: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = ClassroomPermissions.allows {
        didSet { classroomUseCases.taking.rule = classroomRule }
    }

    /// Creates the services.
    public init(
        store: any StudyStore, configuration: WebConfiguration, hasher: PasswordHasher, secrets: SecretBox,
        now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void,
        eventStreams: EventStreamHub, metrics: HTTPMetrics, imports: ImportJobs,
        mailer: (@Sendable (OutgoingMail) throws -> Void)? = nil, seed: UInt64? = nil, lexicon: Lexicon? = nil,
        pronouncer: Pronouncer? = nil, liveEvents: (any LiveEventChannel)? = nil, optimizations: OptimizeJobs? = nil,
        credentials: CredentialCache? = nil
    ) {
        self.liveEvents = liveEvents
        self.lexicon = lexicon
        self.pronouncer = pronouncer
        self.mailer = mailer
        self.store = store
        self.configuration = configuration
        self.hasher = hasher
        self.secrets = secrets
        self.now = now
        self.throttle = SignInThrottle(store: store, scope: "sign-in", now: now)
        self.resetThrottle = SignInThrottle(
            store: store, scope: "reset", now: now, attemptsPerMinute: Self.resetsPerMinutePerAddress)
        self.resetFloodThrottle = SignInThrottle(
            store: store, scope: "reset-all", now: now, attemptsPerMinute: Self.resetsPerMinute)
        self.classroomUseCases = ClassroomUseCases(store: store)
        let credentials = credentials ?? CredentialCache()
        self.credentials = credentials
        liveEvents?.subscribe { credentials.receive($0) }
        self.log = log
        self.eventStreams = eventStreams
        self.metrics = metrics
        self.imports = imports
        self.optimizations =
            optimizations
            ?? OptimizeJobs(
                store: store, runner: imports.jobRunner, startsRunner: imports.startsOwnRunner, now: now, log: log,
                hub: eventStreams, events: liveEvents)
        self.seed = seed
    }

    /// Reset forms (`/forgot` and `/reset` together) one address may post in a minute.
    public static let resetsPerMinutePerAddress = 10
    /// Reset forms all addresses together may post in a minute.
    public static let resetsPerMinute = 120
    /// The key ``resetFloodThrottle`` counts every request under.
    public static let everyAddress = "*"

    /// The client address of `request` for throttles: the remote address, or the client a trusted proxy names.
    public func clientAddress(of request: Request) -> String {
        ClientAddress(trustedProxies: configuration.trustedProxies).of(request)
    }

    /// Dictionary look-ups per month per account: the configured limit on a shared server, none in single-user mode.
    public var lookupAllowance: LookupAllowance {
        LookupAllowance(monthlyLimit: configuration.singleUser ? nil : configuration.monthlyLookups)
    }

    /// The user's study calendar.
    public func calendar(for user: User) -> StudyCalendar {
        StudyCalendarCache.shared.calendar(timeZone: user.timeZoneIdentifier, rolloverHour: user.rolloverHour)
    }

    /// The user's study day now.
    public func today(for user: User) -> StudyDay {
        calendar(for: user).studyDay(at: now())
    }
}
