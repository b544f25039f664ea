import CardboxCLI
import CardboxCore
import CardboxHTTP
import CardboxJobs
import CardboxLexicon
import CardboxMail
import CardboxPostgres
import CardboxSecurity
import CardboxWeb
import Foundation

/// `cardbox serve [--host H] [--port P] [--single-user]`: the web app and JSON API.
enum ServeCommand {
    /// `--host`.
    static let host = OptionSpec.option(
        "host", value: "address", help: "The IPv4 address to listen on.",
        default: "host in the configuration, else 127.0.0.1")
    /// `--port`.
    static let port = OptionSpec.option(
        "port", short: "p", value: "port", help: "The port; 0 picks a free one.",
        default: "port in the configuration, else 8080")
    /// `--single-user`.
    static let singleUser = OptionSpec.flag("single-user", help: "No accounts: every visitor is the local user.")

    /// What `cardbox serve` takes.
    static let spec = CommandSpec(
        name: "serve", abstract: "Serve the web app and the JSON API.",
        discussion: """
            Defaults: http://127.0.0.1:8080 (CARDBOX_HOST, CARDBOX_PORT). With --single-user nobody signs up:
            everyone who can reach the server studies as the local user, as with the command line.
            Stop with Ctrl-C; requests in progress finish first. See docs/server.md.
            """,
        options: [host, port, singleUser],
        mayRunOCR: true
    )

    /// `cardbox serve` over the environment `environment` builds, which the app adds to the command tree.
    static func command(environment: @escaping @Sendable () throws -> AppEnvironment) -> Command {
        Command(spec) { arguments, context in
            try run(arguments, environment: environment(), console: context.console)
        }
    }

    /// Read connections the server's store opens besides the writer: one per worker thread by default.
    static let readerConnections = 4

    static func run(_ arguments: ParsedArguments, environment: AppEnvironment, console: Console) throws {
        let configuration = environment.configuration
        var server = configuration.server
        if let host = arguments[host] { server.host = host }
        if let port = try arguments.integer(port, in: 0...65535) { server.port = port }
        if arguments.flag(singleUser) { server.singleUser = true }
        let log: @Sendable (String) -> Void = { message in
            let time = Date().formatted(.iso8601)
            FileHandle.standardError.write(Data("\(time) \(message)\n".utf8))
        }
        let secrets = try SecretKeyFile(path: configuration.dataDirectory + "/secret.key").secretBox()
        let hub = EventStreamHub(maximumPerKey: server.streamsPerUser)
        let events = environment.liveEventChannel(log: log)
        LiveEventDelivery.connect(events, to: hub)
        let credentials = CredentialCache(lifetime: TimeInterval(server.credentialCacheSeconds))
        let metrics = HTTPMetrics(
            prefix: WebApplication.metricsPrefix,
            gauges: {
                let cached = credentials.counts
                return [
                    (name: "cardbox_sse_connections", help: "Open Server-Sent Event streams.", value: hub.count),
                    (
                        name: "cardbox_credential_lookups",
                        help: "Requests whose credentials were looked up, since start.",
                        value: cached.lookups
                    ),
                    (
                        name: "cardbox_credential_cache_hits",
                        help: "Of those, the ones answered from the credential cache without reading the store.",
                        value: cached.hits
                    ),
                ]
            })
        // Leases measure whether a server is still alive, so they run on the wall clock even when CARDBOX_NOW fixes
        // the time the app records.
        let runner = JobRunner(
            store: environment.store,
            kinds: [],
            configuration: jobConfiguration(server), now: Date.init, log: log)
        let imports = ImportJobs(
            importer: environment.documentImport, store: environment.store, now: environment.now, log: log, hub: hub,
            runner: runner, events: events)
        let mailer = try makeMailer(server)
        let cost = try PasswordCost(
            iterations: server.passwordIterations, memoryBytes: server.passwordMemoryMiB * 1_048_576)

        // The server listens first, so that the default public origin names the port it got (`--port 0`).
        TerminationSignals.block()
        let threads = server.workerThreads(onPostgres: environment.store is PostgresStore)
        var listening = HTTPServerConfiguration(host: server.host, port: server.port, threadPoolSize: threads)
        listening.connectionsPerAddress = server.connectionsPerAddress
        listening.headerDeadlineSeconds = Double(server.headerTimeoutSeconds)
        let app = LateBoundApp()
        let http = HTTPServer(
            configuration: listening, eventStreams: hub, log: log, refuser: WebApplication.refusal,
            admission: app.admit, responder: app.respond)
        do {
            try http.start()
        } catch {
            throw CLIError.unavailable(error.description)
        }
        server.port = http.port
        var web: WebConfiguration
        do {
            web = try makeWebConfiguration(server, configuration, log: log)
        } catch {
            http.stop(gracePeriod: 0)
            throw error
        }
        web.nodeID = server.nodeID ?? NodeIdentity.generated()
        web.dataDirectory = configuration.dataDirectory
        log("node \(web.nodeID)")
        let services = WebServices(
            store: environment.store, configuration: web, hasher: PasswordHasher(cost: cost), secrets: secrets,
            now: environment.now, log: log, eventStreams: hub, metrics: metrics, imports: imports, mailer: mailer,
            seed: configuration.seed, lexicon: environment.lexicon, pronouncer: environment.pronouncer,
            liveEvents: events, credentials: credentials)
        imports.selectEnginesForResumedImports { owner in
            guard let user = try services.store.findUser(owner) else { throw StoreError.notFound("User \(owner)") }
            return try services.engineSelector(for: user)
        }
        let router = WebApplication.router(services: services, localUser: environment.user)
        app.set(
            admission: WebAdmission(services: services, localUser: environment.user).admit,
            responder: { router.respond(to: $0) })
        hub.startHeartbeats(every: 20) { services.isLiveSession(tokenHash: $0) }
        // Card media of decks emptied from the trash, then every blob nothing holds any more.
        _ = try? services.store.releaseUnusedMedia(owner: nil)
        if let collected = try? services.store.collectBlobs(unfinishedBefore: Date().addingTimeInterval(-86_400)),
            collected > 0
        {
            log("removed \(collected) stored files no longer used")
        }
        // The word-category list scans every dictionary file once (seconds); do it now, off the request path, so the
        // first visit to /words/categories does not wait for it.
        if let lexicon = environment.lexicon {
            Thread.detachNewThread { _ = lexicon.wordCategories() }
        }
        runner.start()
        let outbox = mailer.map { OutboxSender(store: environment.store, send: $0, now: environment.now, log: log) }
        outbox?.start()
        let address = "http://\(server.host):\(http.port)"
        console.line("Cardbox is serving \(address)" + (server.singleUser ? " (single user)" : ""))
        if !web.usesSecureCookies && server.host != "127.0.0.1" && server.host != "localhost" {
            log("warning: cookies are sent over plain HTTP; put the server behind HTTPS and set public-origin")
        }
        if server.host != "127.0.0.1" && server.host != "localhost" {
            log(
                "answering only to the host names " + web.hostNames.names.sorted().joined(separator: ", ")
                    + " (add others with allowed-hosts)")
        }
        if web.smtp == nil && !server.singleUser {
            log("no mail server is configured (smtp-url): password-reset links are written to this log")
        }
        fflush(nil)
        let signal = TerminationSignals.wait()
        log("signal \(signal): finishing requests in progress and stopping")
        outbox?.stop()
        http.stop(gracePeriod: 10)
        runner.stop()
        events.close()
        log("stopped")
    }

    /// The job runner's limits: the configured number of jobs at once and lease, renewed three times per lease.
    static func jobConfiguration(_ server: ServerSettings) -> JobRunner.Configuration {
        let lease = Double(server.jobLeaseSeconds)
        var jobs = JobRunner.Configuration(lease: lease, renewal: lease / 3)
        if let maximum = server.jobs { jobs.maximumRunning = max(1, maximum) }
        return jobs
    }

    private static func makeWebConfiguration(
        _ server: ServerSettings, _ configuration: Configuration, log: @Sendable (String) -> Void
    ) throws -> WebConfiguration {
        let origin = server.publicOrigin ?? "http://\(server.host):\(server.port)"
        if !origin.hasPrefix("https://") && !server.singleUser {
            log("warning: \(origin) is plain HTTP, so cookies drop the __Host- prefix and the Secure flag")
        }
        let smtp = server.smtpURL.map { url in
            WebConfiguration.SMTPSettings(
                url: url, username: server.smtpUsername, password: server.smtpPassword,
                requireTLS: server.smtpStartTLS, from: server.smtpFrom ?? "")
        }
        let llm = configuration.llm
        var web = WebConfiguration(
            publicOrigin: origin, singleUser: server.singleUser,
            passwordCost: (try? PasswordCost(
                iterations: server.passwordIterations, memoryBytes: server.passwordMemoryMiB * 1_048_576))
                ?? .interactive,
            smtp: smtp, monthlyGeneratedCards: llm.monthlyCards,
            monthlyLookups: server.singleUser ? nil : configuration.wordLookupsPerMonth,
            defaultTimeZone: configuration.timeZoneIdentifier,
            models: llm.models)
        web.allowedHosts = server.allowedHosts
        web.trustedProxies = server.trustedProxies
        web.metricsToken = server.metricsToken
        return web
    }

    private static func makeMailer(_ server: ServerSettings) throws -> (@Sendable (OutgoingMail) throws -> Void)? {
        guard let url = server.smtpURL, let fromText = server.smtpFrom else { return nil }
        let from: MailAddress
        do {
            from = try MailAddress(fromText, name: "Cardbox")
        } catch {
            throw CLIError.configuration("smtp-from '\(fromText)' is not an email address: \(error)")
        }
        let transport = SMTPTransport(
            configuration: SMTPConfiguration(
                url: url, username: server.smtpUsername, password: server.smtpPassword,
                requireTLS: server.smtpStartTLS))
        return { mail in
            let message = MailMessage(
                from: from, to: [try MailAddress(mail.recipient)], subject: mail.subject, body: mail.body)
            try transport.send(message)
        }
    }
}
