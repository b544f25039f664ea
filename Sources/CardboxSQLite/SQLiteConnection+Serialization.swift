import CSQLite
import Glibc

extension SQLiteConnection {
    /// Opens a private in-memory copy of the database file `bytes` hold, such as a collection inside another
    /// program's archive, without writing a file.
    ///
    /// A file in write-ahead-log mode is read as a rollback-journal file (its copy has no log beside it). The schema
    /// is not trusted: functions with side effects cannot run from its views or triggers. Anki's `unicase` collation,
    /// which its newer schemas name, compares text with case folded.
    ///
    /// - Throws: ``SQLiteError`` when the bytes are no SQLite database.
    public convenience init(deserializing bytes: [UInt8]) throws {
        try self.init(path: ":memory:")
        try deserialize(bytes, into: "main")
        try execute("PRAGMA trusted_schema = OFF")
        let handle = withHandle { $0 }
        try UnicodeLower.installCollation(named: "unicase", on: handle)
    }

    /// Attaches a private in-memory copy of the database file `bytes` hold as schema `name`, whose tables are then
    /// `name.table` beside this database's.
    ///
    /// - Throws: ``SQLiteError`` when the bytes are no SQLite database.
    public func attach(deserializing bytes: [UInt8], as name: String) throws {
        try run("ATTACH ':memory:' AS \(name)")
        try deserialize(bytes, into: name)
    }

    /// Replaces schema `name` with a copy of the database file `bytes` hold.
    private func deserialize(_ bytes: [UInt8], into name: String) throws {
        guard let buffer = sqlite3_malloc64(UInt64(max(bytes.count, 1))) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory")
        }
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memcpy(buffer, base, bytes.count) }
        }
        // Bytes 18 and 19 of the header are the file format's write and read versions: 2 means WAL. They are set in
        // the copy, so that the caller's bytes are not copied once more to change two of them.
        let header = buffer.assumingMemoryBound(to: UInt8.self)
        if bytes.count >= 20 && (header[18] == 2 || header[19] == 2) {
            header[18] = 1
            header[19] = 1
        }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let code = withHandle { sqlite3_deserialize($0, name, buffer, Int64(bytes.count), Int64(bytes.count), flags) }
        guard code == SQLITE_OK else { throw SQLiteError(code: code, message: lastErrorMessage) }
    }

    /// The database as the bytes of a database file.
    public func serialized() throws -> [UInt8] {
        var size: Int64 = 0
        guard let pointer = withHandle({ sqlite3_serialize($0, "main", &size, 0) }) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "the database could not be copied")
        }
        defer { sqlite3_free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: Int(size)))
    }
}
