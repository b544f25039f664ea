public import CardboxCore
public import CardboxSQLite

/// Cardbox's store over a PostgreSQL database: every method is one transaction on a pooled connection.
///
/// It runs the same SQL as ``SQLiteStore`` (CardboxSQLite's `Queries` files) except where the dialects differ
/// (``PostgresQueries``), and decodes rows with the same decoders, so both stores pass one contract suite.
/// Several servers may share one database: migrations run once under an advisory lock, ids come from sequences, and
/// races that one SQLite writer never sees (two sign-ups with one email, two decks with one name) end in the same
/// errors as on SQLite.
public final class PostgresStore: Sendable {
    /// The connection pool.
    public let database: PostgresDatabase

    /// Connects to the database `configuration` names and applies pending migrations.
    ///
    /// - Throws: ``PostgresError`` or ``MigrationError``.
    public convenience init(
        _ configuration: PostgresConfiguration, migrations: [Migration] = PostgresSchema.migrations
    ) throws {
        let database = try PostgresDatabase(configuration)
        try database.withConnection { try PostgresMigrator(migrations: migrations).migrate($0) }
        self.init(database: database)
    }

    /// Wraps a migrated database.
    public init(database: PostgresDatabase) {
        self.database = database
    }
}

// MARK: - Users

extension PostgresStore: UserStore {
    /// The local user, created on first use; when two servers create it at once, the one that loses the race reads
    /// the winner's.
    public func localUser(creatingWith defaults: NewUser) throws -> User {
        do {
            return try findOrCreateLocalUser(defaults)
        } catch let error as PostgresError where error.isUniqueViolation {
            return try findOrCreateLocalUser(defaults)
        }
    }

    private func findOrCreateLocalUser(_ defaults: NewUser) throws -> User {
        if let user = try database.read({ try $0.queryOne(UserQueries.findLocal, decoding: RowCoding.user) }) {
            return user
        }
        return try database.write { connection in
            if let user = try connection.queryOne(UserQueries.findLocal, decoding: RowCoding.user) { return user }
            return try Self.insertUser(defaults, isLocal: true, connection)
        }
    }

    /// Adds a user.
    public func insertUser(_ user: NewUser) throws -> User {
        try database.write { try Self.insertUser(user, isLocal: false, $0) }
    }

    private static func insertUser(_ user: NewUser, isLocal: Bool, _ connection: PostgresConnection) throws -> User {
        let inserted = try connection.queryOne(
            UserQueries.insert,
            [
                user.name, user.email, user.timeZoneIdentifier, user.rolloverHour, isLocal,
                RowCoding.millis(user.createdAt),
            ],
            decoding: RowCoding.user
        )
        guard let inserted else { throw StoreError.notFound("The new user") }
        return inserted
    }

    /// The user with `id`.
    public func findUser(_ id: UserID) throws -> User? {
        try database.read { try $0.queryOne(UserQueries.findByID, [id.rawValue], decoding: RowCoding.user) }
    }

    /// Saves a user's profile.
    public func updateUser(_ user: User) throws {
        try database.write { connection in
            try connection.run(
                UserQueries.update,
                [user.name, user.email, user.timeZoneIdentifier, user.rolloverHour, user.id.rawValue]
            )
            if connection.changes == 0 { throw StoreError.notFound("User \(user.id)") }
        }
    }

    /// A setting's value.
    public func setting(_ key: String, for user: UserID) throws -> String? {
        try database.read { try $0.queryOne(UserQueries.setting, [user.rawValue, key]) { $0.text(0) } }
    }

    /// Sets a setting.
    public func setSetting(_ key: String, to value: String, for user: UserID) throws {
        try database.write { try Self.setSetting(key, value, user, $0) }
    }

    static func setSetting(_ key: String, _ value: String, _ user: UserID, _ connection: PostgresConnection) throws {
        try connection.run(UserQueries.setSetting, [user.rawValue, key, value])
    }
}
