import CLibPQ

/// One query's result: owns the `PGresult` and frees it with `PQclear` when released.
///
/// Not thread-safe; it lives only while the connection that produced it is checked out.
final class PostgresResult {
    private let handle: OpaquePointer

    /// Takes ownership of `handle`.
    init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        PQclear(handle)
    }

    /// The number of columns.
    var columnCount: Int { Int(PQnfields(handle)) }

    /// The number of rows.
    var rowCount: Int { Int(PQntuples(handle)) }

    /// The number of rows the command changed (0 when it reports none).
    var changedRows: Int { Int(String(cString: PQcmdTuples(handle))) ?? 0 }

    /// Whether the value at `row`, `column` is NULL.
    func isNull(_ row: Int, _ column: Int) -> Bool {
        PQgetisnull(handle, Int32(row), Int32(column)) != 0
    }

    /// The type (OID) of `column`'s values.
    func type(_ column: Int) -> UInt32 { PQftype(handle, Int32(column)) }

    /// Whether `column` holds `bytea` values.
    func isBytes(_ column: Int) -> Bool { PQftype(handle, Int32(column)) == 17 }

    /// Whether `column` holds `boolean` values.
    func isBoolean(_ column: Int) -> Bool { PQftype(handle, Int32(column)) == 16 }

    /// The text form of the value at `row`, `column`, as its bytes ("" for NULL).
    func bytes(_ row: Int, _ column: Int) -> [UInt8] {
        guard let value = PQgetvalue(handle, Int32(row), Int32(column)) else { return [] }
        let length = Int(PQgetlength(handle, Int32(row), Int32(column)))
        return value.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The text form of the value at `row`, `column` ("" for NULL).
    func text(_ row: Int, _ column: Int) -> String {
        String(decoding: bytes(row, column), as: UTF8.self)
    }
}

@available(*, unavailable, message: "A result belongs to the connection that is checked out")
extension PostgresResult: Sendable {}
