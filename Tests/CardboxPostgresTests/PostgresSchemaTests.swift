import CardboxPostgres
import CardboxSQLite
import Testing

/// The PostgreSQL migrations are twins of the SQLite ones: same numbers, names and order, giving the same tables.
@Suite struct PostgresSchemaTests {
    @Test func everySQLiteMigrationHasAPostgreSQLTwin() {
        #expect(PostgresSchema.migrations.map(\.version) == Schema.migrations.map(\.version))
        #expect(PostgresSchema.migrations.map(\.name) == Schema.migrations.map(\.name))
    }

    @Test(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
    func bothSchemasHaveTheSameTablesAndColumns() throws {
        let sqlite = try SQLiteDatabase(path: ":memory:")
        let sqliteColumns = try sqlite.read { connection in
            try connection.query(
                """
                SELECT m.name || '.' || p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p
                WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY 1
                """
            ).map { $0.text(0) }
        }
        let store = try TestDatabase.freshStore()
        let postgresColumns = try store.database.read { connection in
            try connection.query(
                """
                SELECT table_name || '.' || column_name FROM information_schema.columns
                WHERE table_schema = current_schema() ORDER BY 1
                """
            ) { $0.text(0) }
        }
        #expect(Set(postgresColumns).subtracting(sqliteColumns) == ["favourite_word.id"])
        #expect(Set(sqliteColumns).subtracting(postgresColumns) == [])
    }
}
