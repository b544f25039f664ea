public import CardboxCore

/// Cardbox's store over a SQL database: every method is one transaction on `Database`.
///
/// One implementation serves SQLite (``SQLiteStore``) and PostgreSQL (`PostgresStore` in CardboxPostgres): both run
/// the shared `Queries` files and row decoders, and the database's ``SQLDialect`` supplies the few statements that
/// differ and the locks that stand in for SQLite's single writer when several servers share one database, so both
/// stores pass one contract suite.
public final class SQLStore<Database: SQLDatabase>: Sendable {
    /// The database.
    public let database: Database

    /// Wraps an open (migrated) database.
    public init(database: Database) {
        self.database = database
    }

    /// Where this store's database differs from the shared query files.
    static var dialect: SQLDialect { Database.dialect }
}

// MARK: - Users

extension SQLStore: UserStore {
    /// The local user, created on first use; when two servers create it at once, the one that loses the race reads
    /// the winner's.
    public func localUser(creatingWith defaults: NewUser) throws -> User {
        do {
            return try findOrCreateLocalUser(defaults)
        } catch let error where Self.dialect.isUniqueViolation(error) {
            return try findOrCreateLocalUser(defaults)
        }
    }

    private func findOrCreateLocalUser(_ defaults: NewUser) throws -> User {
        if let user = try database.read({ try $0.queryOne(UserQueries.findLocal, [], decoding: RowCoding.user) }) {
            return user
        }
        return try database.write { connection in
            if let user = try connection.queryOne(UserQueries.findLocal, [], decoding: RowCoding.user) { return user }
            return try Self.insertUser(defaults, isLocal: true, connection)
        }
    }

    /// Adds a user.
    public func insertUser(_ user: NewUser) throws -> User {
        try database.write { try Self.insertUser(user, isLocal: false, $0) }
    }

    private static func insertUser(_ user: NewUser, isLocal: Bool, _ connection: Database.Connection) throws -> User {
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

    static func setSetting(_ key: String, _ value: String, _ user: UserID, _ connection: Database.Connection) throws {
        try connection.run(UserQueries.setSetting, [user.rawValue, key, value])
    }
}
