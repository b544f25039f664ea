import CardboxCLI
import CardboxPostgres
import CardboxSQLite
import Foundation

/// `cardbox store copy --to TARGET`: moves an install between its SQLite file and a PostgreSQL database.
enum StoreCommand {
    /// `--to`.
    static let target = OptionSpec.option(
        "to", value: "database",
        help: "A postgres:// URL (from SQLite) or a SQLite file (from PostgreSQL); it must be empty.", required: true)

    /// What `cardbox store copy` takes.
    static let copySpec = CommandSpec(
        name: "copy", abstract: "Copy every table, ids kept, into another, empty database.",
        discussion: """
            The source is the store Cardbox uses now: the SQLite file, or the database in CARDBOX_DATABASE_URL.
            The target is migrated first and must hold no rows; afterwards each table's row count is compared.
            Stop every server that writes to the source first. See docs/deploy.md.
            """,
        options: [target]
    )

    /// `cardbox store` over the environment `environment` builds, which the app adds to the command tree.
    static func command(environment: @escaping @Sendable () throws -> AppEnvironment) -> Command {
        Command(
            name: "store", abstract: "Move your data between SQLite and PostgreSQL.",
            subcommands: [
                Command(copySpec) { arguments, context in
                    try copy(arguments, environment: environment(), console: context.console)
                }
            ])
    }

    static func copy(_ arguments: ParsedArguments, environment: AppEnvironment, console: Console) throws {
        guard let target = arguments[target] else { throw CLIError.badInput("Name the database to copy into.") }
        let report: StoreCopy.Report
        do {
            if let source = environment.store as? PostgresStore {
                guard !PostgresConfiguration.isPostgresURL(target) else {
                    throw CLIError.badInput("Cardbox uses PostgreSQL now: copy into a SQLite file.")
                }
                report = try StoreCopy.copy(from: source.database, to: SQLiteDatabase(path: target))
            } else if let source = environment.store as? SQLiteStore {
                guard PostgresConfiguration.isPostgresURL(target) else {
                    throw CLIError.badInput("Cardbox uses a SQLite file now: copy into a postgres:// URL.")
                }
                report = try StoreCopy.copy(
                    from: source.database, to: PostgresStore(PostgresConfiguration(target)).database)
            } else {
                throw CLIError.unavailable("This store cannot be copied.")
            }
        } catch let failure as StoreCopy.Failure {
            throw CLIError.badInput(failure.description)
        } catch let error as PostgresError {
            throw CLIError.unavailable("PostgreSQL: \(error.message)")
        } catch let error as SQLiteError {
            throw CLIError.io("SQLite: \(error.message)")
        }
        for count in report.counts { console.line("\(count.table): \(count.rows)") }
        console.line("Copied \(report.counts.map(\.rows).reduce(0, +)) rows; every table's count matches.")
    }
}
