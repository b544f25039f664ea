import CardboxCore
import CardboxInterchange
import Foundation

/// `cardbox backup FILE` and `cardbox restore FILE`.
enum BackupCommands {
    /// `cardbox backup`.
    static let backup = Command(
        CommandSpec(
            name: "backup", abstract: "Write all your decks, cards and history to a JSON file.",
            discussion:
                "FILE may be '-' for standard output, a pipe or a device. An existing file is replaced only with "
                + "--force, atomically, and a symbolic link is written through, not replaced.",
            arguments: [ArgumentSpec("file", help: "The file to write, or '-' for standard output.")],
            options: [force]
        ),
        run: backup)
    /// `--force`.
    static let force = OptionSpec.flag("force", help: "Replace the file if it exists.")
    /// `cardbox restore`.
    static let restore = Command(
        CommandSpec(
            name: "restore", abstract: "Replace all your decks, cards and history with a backup.",
            discussion: "Your current data is first saved to a backup file in the data directory.",
            arguments: [ArgumentSpec("file", help: "The backup file to read.")]
        ),
        run: restore)

    static func backup(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let path = arguments.positional(0) ?? ""
        let snapshot = try context.store.exportSnapshot(owner: context.user.id)
        let data = try BackupFile(exportedAt: context.now(), snapshot: snapshot).encoded()
        let isStream: Bool
        if path == "-" {
            context.console.out(String(decoding: data, as: UTF8.self))
            isStream = true
        } else {
            do {
                isStream = try OutputFile.write(data, to: path, replacing: arguments.flag(force))
            } catch {
                throw CLIError.cannotCreate(error.description)
            }
        }
        // With the backup on standard output or another stream, the summary goes to standard error so the stream
        // gets only JSON.
        let summary =
            "Backed up \(Plural.count(snapshot.decks.count, "deck")), \(Plural.count(snapshot.cards.count, "card")) "
            + "and \(Plural.count(snapshot.reviews.count, "review")) to \(path == "-" ? "standard output" : path)."
        if isStream { context.console.err(summary + "\n") } else { context.console.line(summary) }
    }

    static func restore(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let path = arguments.positional(0) ?? ""
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("Cannot read '\(path)': no such file, or it is not readable.")
        }
        // Every record is checked while decoding, before anything is saved or changed.
        let backup = try BackupFile(decoding: data)
        var saved: URL?
        if let directory = context.dataDirectory {
            let stamp = Int(context.now().timeIntervalSince1970)
            let url = URL(fileURLWithPath: directory).appendingPathComponent("before-restore-\(stamp).json")
            try write(
                BackupFile(
                    exportedAt: context.now(), snapshot: try context.store.exportSnapshot(owner: context.user.id)),
                to: url)
            saved = url
        }
        do {
            try context.store.replaceAll(owner: context.user.id, with: backup.snapshot)
        } catch {
            // The store rolled back, so the saved copy is the data as it still is.
            if let saved { try? FileManager.default.removeItem(at: saved) }
            throw error
        }
        if let saved { context.console.err("Saved your previous data to \(saved.path).\n") }
        let snapshot = backup.snapshot
        context.console.line(
            "Restored \(Plural.count(snapshot.decks.count, "deck")), \(Plural.count(snapshot.cards.count, "card")) and "
                + "\(Plural.count(snapshot.reviews.count, "review"))."
        )
    }

    private static func write(_ backup: BackupFile, to url: URL) throws {
        let data = try backup.encoded()
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw CLIError.cannotCreate("Cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
