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
        if let row = try database.read({
            try $0.queryOne("SELECT \(RowCoding.userColumns) FROM user WHERE is_local = 1")
        }) {
            return RowCoding.user(row)
        }
        return try database.write { connection in
            if let row = try connection.queryOne("SELECT \(RowCoding.userColumns) FROM user WHERE is_local = 1") {
                return RowCoding.user(row)
            }
            return try Self.insertUser(defaults, isLocal: true, connection)
        }
    }

    /// Adds a user.
    public func insertUser(_ user: NewUser) throws -> User {
        try database.write { try Self.insertUser(user, isLocal: false, $0) }
    }

    private static func insertUser(_ user: NewUser, isLocal: Bool, _ connection: SQLiteConnection) throws -> User {
        let row = try connection.queryOne(
            """
            INSERT INTO user (name, email, time_zone, rollover_hour, is_local, created_at)
            VALUES ($1, $2, $3, $4, $5, $6) RETURNING \(RowCoding.userColumns)
            """,
            [
                user.name, user.email, user.timeZoneIdentifier, user.rolloverHour, isLocal,
                RowCoding.millis(user.createdAt),
            ]
        )
        guard let row else { throw StoreError.notFound("The new user") }
        return RowCoding.user(row)
    }

    /// The user with `id`.
    public func findUser(_ id: UserID) throws -> User? {
        try database.read {
            try $0.queryOne("SELECT \(RowCoding.userColumns) FROM user WHERE id = $1", [id.rawValue]).map(
                RowCoding.user)
        }
    }

    /// Saves a user's profile.
    public func updateUser(_ user: User) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE user SET name = $1, email = $2, time_zone = $3, rollover_hour = $4 WHERE id = $5",
                [user.name, user.email, user.timeZoneIdentifier, user.rolloverHour, user.id.rawValue]
            )
            if connection.changes == 0 { throw StoreError.notFound("User \(user.id)") }
        }
    }

    /// A setting's value.
    public func setting(_ key: String, for user: UserID) throws -> String? {
        try database.read {
            try $0.queryOne("SELECT value FROM user_setting WHERE user_id = $1 AND key = $2", [user.rawValue, key])?
                .string(0)
        }
    }

    /// Sets a setting.
    public func setSetting(_ key: String, to value: String, for user: UserID) throws {
        try database.write { try Self.setSetting(key, value, user, $0) }
    }

    static func setSetting(_ key: String, _ value: String, _ user: UserID, _ connection: SQLiteConnection) throws {
        try connection.run(
            """
            INSERT INTO user_setting (user_id, key, value) VALUES ($1, $2, $3)
            ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value
            """,
            [user.rawValue, key, value]
        )
    }
}
