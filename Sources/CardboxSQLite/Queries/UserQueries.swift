/// The SQL for users and their settings.
package enum UserQueries {
    /// The columns of `user` in the order ``RowCoding/user(_:)`` reads them.
    package static let columns = "id, name, email, time_zone, rollover_hour, created_at"

    /// The local user.
    package static let findLocal = "SELECT \(columns) FROM \"user\" WHERE is_local = 1"

    /// Adds a user: name, email, time zone, rollover hour, whether local, created at; returns ``columns``.
    package static let insert = """
        INSERT INTO "user" (name, email, time_zone, rollover_hour, is_local, created_at)
        VALUES ($1, $2, $3, $4, $5, $6) RETURNING \(columns)
        """

    /// The user with id `$1`.
    package static let findByID = "SELECT \(columns) FROM \"user\" WHERE id = $1"

    /// Saves a user's profile: name, email, time zone, rollover hour, then the id.
    package static let update =
        "UPDATE \"user\" SET name = $1, email = $2, time_zone = $3, rollover_hour = $4 WHERE id = $5"

    /// The value of setting `$2` of user `$1`.
    package static let setting = "SELECT value FROM user_setting WHERE user_id = $1 AND key = $2"

    /// Whether user `$1` has setting `$2`.
    package static let hasSetting = "SELECT 1 FROM user_setting WHERE user_id = $1 AND key = $2"

    /// Sets setting `$2` of user `$1` to `$3`.
    package static let setSetting = """
        INSERT INTO user_setting (user_id, key, value) VALUES ($1, $2, $3)
        ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value
        """
}
