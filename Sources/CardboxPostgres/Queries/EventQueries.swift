/// The statements of the live-event table, timed by the database's clock so every node agrees on an event's age.
enum EventQueries {
    /// The database's clock in milliseconds since 1970, as an SQL expression.
    static let clock = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint"

    /// The database's clock now.
    static let now = "SELECT \(clock)"

    /// The notification channel of the connection's schema: `cardbox_events` in `public`, else the schema's name
    /// appended, so installs (or test schemas) sharing one database never hear each other's event ids.
    static let channelName = """
        CASE WHEN current_schema() = 'public' THEN 'cardbox_events'
        ELSE left('cardbox_events_' || current_schema(), 63) END
        """

    /// The connection's notification channel.
    static let channel = "SELECT \(channelName)"

    /// Adds an event with stream `$1`, name `$2` and body `$3` and sends its id on the schema's notification channel
    /// when the statement's transaction commits: one statement, so one round trip and no transaction to open.
    static let publish = """
        WITH added AS (
            INSERT INTO events (stream, name, body, created_at) VALUES ($1, $2, $3, \(clock)) RETURNING id
        )
        SELECT pg_notify(\(channelName), id::text) FROM added
        """

    /// The event with id `$1` if it was created less than `$2` milliseconds ago.
    static let findRecent = "SELECT id, stream, name, body FROM events WHERE id = $1 AND created_at >= \(clock) - $2"

    /// The events created at or after `$1` (milliseconds), oldest first.
    static let since = "SELECT id, stream, name, body FROM events WHERE created_at >= $1 ORDER BY id"

    /// Deletes the events older than `$1` milliseconds.
    static let prune = "DELETE FROM events WHERE created_at < \(clock) - $1"
}
