import CSQLite

/// A `lower()` for SQLite that folds every letter, as Swift's `lowercased()` does ("ÉLODIE" → "élodie").
///
/// SQLite's own `lower()` folds only the 26 ASCII letters, where PostgreSQL's folds every letter, and the queries both
/// stores share compare `lower(column)` with text folded in Swift; so every SQLite connection replaces the built-in.
/// No index is built on `lower()`, so none depends on the built-in's results.
enum UnicodeLower {
    /// Replaces `lower(X)` on `handle`.
    ///
    /// - Throws: ``SQLiteError`` when SQLite refuses the function.
    static func install(on handle: OpaquePointer) throws(SQLiteError) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let code = sqlite3_create_function_v2(handle, "lower", 1, flags, nil, lower, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
        }
    }

    /// The function: `NULL` stays `NULL`, ASCII text is folded byte by byte, other text by Swift.
    private static let lower: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, _, arguments in
        guard let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL,
            let text = sqlite3_value_text(argument)
        else { return sqlite3_result_null(context) }
        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument)))
        let folded: [UInt8] =
            bytes.allSatisfy { $0 < 0x80 }
            ? bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            : Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
        guard !folded.isEmpty else { return sqlite3_result_text(context, "", 0, cardbox_sqlite_transient()) }
        folded.withUnsafeBytes { raw in
            sqlite3_result_text(
                context, raw.bindMemory(to: CChar.self).baseAddress, Int32(raw.count), cardbox_sqlite_transient())
        }
    }
}

extension UnicodeLower {
    /// Adds collation `name` to `handle`: text compared after folding case as ``install(on:)`` folds it, the way
    /// Anki's `unicase` collation compares tag and deck names.
    ///
    /// - Throws: ``SQLiteError`` when SQLite refuses the collation.
    static func installCollation(named name: String, on handle: OpaquePointer) throws(SQLiteError) {
        let code = sqlite3_create_collation_v2(handle, name, SQLITE_UTF8, nil, compare, nil)
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
        }
    }

    private static let compare:
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
            _, leftCount, left, rightCount, right in
            func text(_ pointer: UnsafeRawPointer?, _ count: Int32) -> String {
                guard let pointer else { return "" }
                return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
                    .lowercased()
            }
            let (a, b) = (text(left, leftCount), text(right, rightCount))
            return a < b ? -1 : a == b ? 0 : 1
        }
}
