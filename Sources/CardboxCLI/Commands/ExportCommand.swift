import CardboxCore
import CardboxInterchange
import Foundation

/// `cardbox export --deck DECK FILE`: a deck and its subdecks as an Anki package, a CSV spreadsheet or Quizlet text.
enum ExportCommand {
    /// `--format`.
    static let format = OptionSpec.option(
        "format", value: "kind", help: "apkg, csv or quizlet.", default: "the file's extension (.apkg, .csv, .txt)")
    /// `--anki-layout`.
    static let layout = OptionSpec.option(
        "anki-layout", value: "layout",
        help: "legacy (every Anki since 2.1) or latest (Anki 2.1.50 and later, zstd-compressed).", default: "legacy")

    /// `--deck`, the deck to write.
    static let deck = OptionSpec.option("deck", short: "d", value: "name", help: "The deck to write.").required()

    /// `cardbox export`.
    static let command = Command(
        CommandSpec(
            name: "export",
            abstract: "Write a deck and its subdecks as an Anki package, a spreadsheet or Quizlet text.",
            discussion: """
                An Anki package keeps schedules, answers, tags and media; a spreadsheet has a header row and one card \
                per row; Quizlet text has a term, a tab and a definition per line. FILE may be '-' for standard \
                output. An existing file is replaced only with --force. See docs/interchange.md.
                """,
            arguments: [ArgumentSpec("file", help: "The file to write, or '-' for standard output.")],
            options: [deck, format, layout, BackupCommands.force]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try context.deck(named: arguments[Self.deck] ?? "")
        let path = arguments.positional(0) ?? ""
        let kind: CardFileExport.Format
        if let text = arguments[format] {
            guard let chosen = CardFileExport.Format(rawValue: text.lowercased()) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--format': expected apkg, csv or quizlet.",
                    commandPath: arguments.commandPath)
            }
            kind = chosen
        } else if let fromName = CardFileExport.Format(fileName: path) {
            kind = fromName
        } else {
            throw UsageError(
                "Say what to write with --format apkg, csv or quizlet, or name a file ending in .apkg, .csv or .txt.",
                commandPath: arguments.commandPath)
        }
        let layoutText = (arguments[layout] ?? "legacy").lowercased()
        guard let chosenLayout = AnkiPackageWriter.Layout(rawValue: layoutText) else {
            throw UsageError(
                "The value '\(layoutText)' is invalid for '--anki-layout': expected legacy or latest.",
                commandPath: arguments.commandPath)
        }
        let exported = try CardFileExport.run(
            deck, format: kind, layout: chosenLayout, store: context.store, calendar: context.calendar,
            now: context.now())
        let isStream: Bool
        if path == "-" {
            FileHandle.standardOutput.write(Data(exported.bytes))
            isStream = true
        } else {
            do {
                isStream = try OutputFile.write(
                    Data(exported.bytes), to: path, replacing: arguments.flag(BackupCommands.force))
            } catch {
                throw CLIError.cannotCreate(error.description)
            }
        }
        let summary =
            "Wrote \(Plural.count(exported.cards, "card")) from \(Plural.count(exported.decks, "deck")) to "
            + "\(path == "-" ? "standard output" : path)."
        let lines = [summary] + exported.notes.map { "Note: \($0)" }
        for line in lines {
            if isStream { context.console.err(line + "\n") } else { context.console.line(line) }
        }
    }
}
