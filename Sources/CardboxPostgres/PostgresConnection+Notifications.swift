import CLibPQ

#if canImport(Glibc)
    import Glibc
#endif

extension PostgresConnection {
    /// Waits until the server has sent something (a notification, or the end of the connection), at most
    /// `milliseconds`; then reads it in with `PQconsumeInput`.
    ///
    /// - Returns: `false` when the connection is broken (the socket is gone, or reading failed), `true` otherwise,
    ///   whether or not anything arrived.
    public func awaitInput(milliseconds: Int32) -> Bool {
        let socket = PQsocket(handle)
        guard socket >= 0 else { return false }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return errno == EINTR && isOpen }
        if ready == 0 { return isOpen }
        // "PQconsumeInput normally returns 1 indicating 'no error', but returns 0 if there was some kind of trouble
        // (in which case PQerrorMessage can be consulted)." A closed socket reads as trouble here.
        return PQconsumeInput(handle) == 1 && isOpen
    }

    /// Stops libpq from printing the server's messages outside a query (such as the `FATAL` line of a terminated
    /// connection) to standard error; the caller reports a lost connection itself.
    public func silenceNotices() {
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
    }

    /// The notifications read in so far, oldest first, removed from libpq's queue.
    public func takeNotifications() -> [PostgresNotification] {
        var notifications: [PostgresNotification] = []
        while let notification = PQnotifies(handle) {
            // "After processing a PGnotify object returned by PQnotifies, be sure to free it with PQfreemem. It is
            // sufficient to free the PGnotify pointer; the relname and extra fields do not represent separate
            // allocations."
            defer { PQfreemem(notification) }
            let value = notification.pointee
            notifications.append(
                PostgresNotification(
                    channel: value.relname.map { String(cString: $0) } ?? "",
                    payload: value.extra.map { String(cString: $0) } ?? "",
                    senderProcessID: Int(value.be_pid)))
        }
        return notifications
    }
}
