import CardboxCore
import CardboxInterchange
import Foundation

/// `cardbox import` for files that already hold cards: Anki packages, spreadsheets and Quizlet text.
enum CardFileImportCommand {
    /// `--format`.
    static let format = OptionSpec.option(
        "format", value: "kind",
        help: "What the file is: auto, document (make cards from its text), anki, csv, tsv or quizlet.",
        default: "auto")
    /// `--columns`.
    static let columns = OptionSpec.option(
        "columns", value: "list",
        help: "What each spreadsheet column holds, in order: front, back, wrong, explanation, category, tags, deck, "
            + "guid or skip.")
    /// `--separator`.
    static let separator = OptionSpec.option(
        "separator", value: "char",
        help: "The spreadsheet's field separator, or Quizlet's between term and definition (tab, comma, …).")
    /// `--row-separator`.
    static let rowSeparator = OptionSpec.option(
        "row-separator", value: "text", help: "Quizlet text's separator between rows.", default: "a new line")
    /// `--reschedule`.
    static let reschedule = OptionSpec.flag(
        "reschedule", help: "Rebuild each imported card's schedule from its answers with its deck's scheduler.")

    /// The options `import` takes for card files.
    static let options = [format, columns, separator, rowSeparator, reschedule]

    /// The card file kind `import` was given, or `nil` for a document to make cards from.
    static func requestedFormat(_ arguments: ParsedArguments, path: String) throws -> CardFileImport.Format? {
        let text = (arguments[format] ?? "auto").lowercased()
        switch text {
        case "document": return nil
        case "auto":
            let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 65_536) } ?? Data()
            return CardFileImport.format(ofFileNamed: path, bytes: Array(head))
        default:
            guard let chosen = CardFileImport.Format(rawValue: text) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--format': expected auto, document, anki, csv, tsv or quizlet.",
                    commandPath: arguments.commandPath)
            }
            return chosen
        }
    }

    /// Imports the card file at the first argument as `kind`.
    static func run(_ kind: CardFileImport.Format, _ arguments: ParsedArguments, _ context: CLIContext) throws {
        let path = arguments.positional(0) ?? ""
        let maximum = kind == .anki ? AnkiPackage.maximumPackageSize : CardTextFile.maximumSize
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximum {
            throw CLIError.badInput("\(path) is larger than \(maximum >> 20) MiB, the most an import reads.")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("Cannot read '\(path)': no such file, or it is not readable.")
        }
        let deck = try arguments[ImportCommand.deck].map {
            try context.deckName($0, create: arguments.flag(.createDeck))
        }
        let outcome: CardFileImport.Outcome
        do {
            let request = CardFileImport.Request(
                bytes: Array(data), fileName: path, format: kind,
                columns: try arguments[columns].map {
                    try CardColumns(names: $0.split(separator: ",").map(String.init))
                },
                separator: arguments[separator], rowSeparator: arguments[rowSeparator].map(Self.unescaped), deck: deck,
                reschedule: arguments.flag(reschedule), owner: context.user.id, calendar: context.calendar,
                now: context.now())
            outcome = try CardFileImport.run(request, store: context.store)
        } catch let error as AnkiPackageError {
            throw CLIError.badInput(error.description)
        } catch let error as TextImportError {
            throw CLIError.badInput(error.description)
        } catch let error as CardFileImportError {
            throw CLIError.badInput(error.description)
        }
        if arguments.flag(.json) { return try context.printJSON(outcome) }
        print(outcome, from: path, context.console)
    }

    /// `\t` and `\n` typed as two characters, as the characters they stand for.
    private static func unescaped(_ text: String) -> String {
        text.replacing("\\t", with: "\t").replacing("\\n", with: "\n")
    }

    private static func print(_ outcome: CardFileImport.Outcome, from path: String, _ console: Console) {
        let result = outcome.result
        let total = result.added + result.updated + result.unchanged
        console.line(
            "Read \(Plural.count(total, "card")) from \(path): \(result.added) added, \(result.updated) updated, "
                + "\(result.unchanged) already there"
                + (result.reviews > 0 ? "; \(Plural.count(result.reviews, "answer")) kept." : "."))
        if !result.createdDecks.isEmpty {
            console.line(
                "New \(result.createdDecks.count == 1 ? "deck" : "decks"): \(result.createdDecks.joined(separator: ", "))"
            )
        }
        if !outcome.skipped.isEmpty {
            console.line("Skipped \(outcome.skipped.count):")
            for reason in outcome.skipped.prefix(20) { console.line("  \(reason)") }
            if outcome.skipped.count > 20 { console.line("  … and \(outcome.skipped.count - 20) more.") }
        }
        for warning in outcome.warnings.prefix(20) { console.err("Warning: \(warning)\n") }
    }
}
