public import CardboxCore

/// Cardbox's store over one SQLite database: every method is one transaction.
public final class SQLiteStore: Sendable {
    /// The database.
    public let database: SQLiteDatabase

    /// Opens (creating and migrating) the database file at `path`.
    public convenience init(path: String) throws {
        try self.init(database: SQLiteDatabase(path: path))
    }

    /// Opens the database file at `path` with `readers` extra connections for parallel reads (for the server).
    public convenience init(path: String, readers: Int) throws {
        try self.init(database: SQLiteDatabase(path: path, readers: readers))
    }

    /// A store over a fresh private in-memory database.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(database: SQLiteDatabase(path: ":memory:"))
    }

    /// Wraps an open database.
    public init(database: SQLiteDatabase) {
        self.database = database
    }
}

// MARK: - Users

extension SQLiteStore: UserStore {
    /// The local user, created on first use.
    public func localUser(creatingWith defaults: NewUser) throws -> User {
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

    private static func insertUser(_ user: NewUser, isLocal: Bool, _ connection: SQLiteConnection) throws -> User {
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

    static func setSetting(_ key: String, _ value: String, _ user: UserID, _ connection: SQLiteConnection) throws {
        try connection.run(UserQueries.setSetting, [user.rawValue, key, value])
    }
}
