import Testing

@testable import CardboxCLI

/// Help screens at 80 columns, exactly as printed: a change to any of them is a change to what users read.
@Suite struct HelpScreenTests {
    /// The help `words` asks for, rendered at 80 columns.
    func help(_ words: [String]) throws -> String {
        let parser = ArgumentParser(root: CommandTree.root)
        guard case .help(let command, let path) = try parser.parse(words + ["--help"]) else {
            Issue.record("\(words) --help is not a help request")
            return ""
        }
        return HelpRenderer(width: 80).help(for: command, path: path)
    }

    @Test func rootHelp() throws {
        #expect(
            try help([]) == """
                OVERVIEW: Flashcards that schedule themselves: study decks in the terminal with
                          Leitner, SM-2 or FSRS.

                Data lives in $CARDBOX_HOME (default: $XDG_DATA_HOME/cardbox, or
                ~/.local/share/cardbox). The built-in "Swift Syntax" deck is installed on first
                run.

                USAGE: cardbox <subcommand>

                OPTIONS:
                  -h, --help              Show help information.
                  --version               Show the version.

                SUBCOMMANDS:
                  deck                    Create, list, show, rename, configure and delete
                                          decks.
                  card                    Add, edit, list and delete cards.
                  search                  Find cards across your decks, with filters as in Anki.
                  study                   Study the cards that are due, in the terminal.
                  stats                   Show your streak, accuracy per category and the cards
                                          due in the next 30 days.
                  backup                  Write all your decks, cards and history to a JSON
                                          file.
                  restore                 Replace all your decks, cards and history with a
                                          backup.
                  extract                 Read PDFs, photos, scans, text or Markdown into
                                          paragraphs with page and place.
                  import                  Make a draft of cards from a document, or add the
                                          cards of an Anki package or spreadsheet.
                  export                  Write a deck and its subdecks as an Anki package, a
                                          spreadsheet or Quizlet text.
                  drafts                  List, review and save the drafts of generated cards.
                  eval                    Measure card generation on a document: grounded,
                                          valid, duplicate, density.
                  config                  Show the configuration, or save your own API key for a
                                          model provider.
                  define                  Look a word up in the offline dictionary (WordNet).
                  words                   Browse the dictionary by category, and study words.
                  favourite               Keep a list of favourite words.
                  say                     Show a word's pronunciation (IPA) and speak it.
                  optimize                Fit the FSRS-6 weights to your own reviews; keep them
                                          only if they help.
                  reschedule              Recompute a deck's due dates from its review history
                                          (after optimize).
                  retention               Simulate a year of study at desired retention
                                          0.70–0.97 and compare the cost.
                  class                   Run your classrooms on a Cardbox server: list, create,
                                          quizzes, results, CSV.
                  token                   Create, list and revoke API tokens for scripts.

                  See 'cardbox help <subcommand>' for detailed help.

                """)
    }

    @Test func deckHelp() throws {
        #expect(
            try help(["deck"]) == """
                OVERVIEW: Create, list, show, rename, configure and delete decks.

                USAGE: cardbox deck <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  new                     Create a deck.
                  list                    List decks with their card counts.
                  show                    Show a deck's options and counts.
                  rename                  Rename a deck.
                  set                     Change a deck's scheduler, limits or colours.
                  delete                  Delete a deck with all its cards and their history.

                  See 'cardbox deck help <subcommand>' for detailed help.

                """)
    }

    @Test func deckNewHelp() throws {
        #expect(
            try help(["deck", "new"]) == """
                OVERVIEW: Create a deck.

                USAGE: cardbox deck new [--scheduler <name>] [--new-per-day <n>]
                       [--retention <r>] [--text-color <colour>] [--card-color <colour>]
                       [--view-color <colour>] [--json] <name>

                ARGUMENTS:
                  <name>                  The deck's name.

                OPTIONS:
                  --scheduler <name>      leitner, sm2 or fsrs (default: fsrs).
                  --new-per-day <n>       New cards introduced per day (default: 20).
                  --retention <r>         FSRS desired retention, 0.70–0.99 (default: 0.9).
                  --text-color <colour>   Text colour, as #rrggbb.
                  --card-color <colour>   Card background colour, as #rrggbb.
                  --view-color <colour>   Background colour around the card, as #rrggbb.
                  --json                  Print machine-readable JSON.
                  -h, --help              Show help information.

                """)
    }

    @Test func importCommandHelp() throws {
        #expect(
            try help(["import"]) == """
                OVERVIEW: Make a draft of cards from a document, or add the cards of an Anki
                          package or spreadsheet.

                A PDF, photo, scan, text or Markdown file becomes a draft of cards, stored as
                they are made; run the same import again to resume an interrupted one. Then:
                cardbox drafts review. See docs/generation.md. An Anki package (.apkg, .colpkg),
                a spreadsheet (.csv, .tsv) or Quizlet text (.txt with a tab on each line) adds
                its cards at once, with their schedules and answers; importing it again updates
                the cards it brought. See docs/interchange.md.

                USAGE: cardbox import [--deck <name>] [--create] [--engine <engine>]
                       [--max-cards <n>] [--password <password>] [--password-file <file>]
                       [--pages <range>] [--format <kind>] [--columns <list>]
                       [--separator <char>] [--row-separator <text>] [--reschedule] [--json]
                       <file>

                ARGUMENTS:
                  <file>                  The file to read.

                OPTIONS:
                  -d, --deck <name>       The deck the cards are for (default: the file's name,
                                          or an Anki package's own decks).
                  --create                Make the deck if there is none by that name.
                  --engine <engine>       auto, extractive, openai or anthropic (default: auto).
                  --max-cards <n>         Make at most this many cards.
                  --password <password>   The password of an encrypted PDF (visible to other
                                          users in the process list; prefer --password-file).
                  --password-file <file>  Read the PDF's password from the first line of a file
                                          ('-': standard input).
                  --pages <range>         Only these pages, such as 3-7.
                  --format <kind>         What the file is: auto, document (make cards from its
                                          text), anki, csv, tsv or quizlet (default: auto).
                  --columns <list>        What each spreadsheet column holds, in order: front,
                                          back, wrong, explanation, category, tags, deck, guid
                                          or skip.
                  --separator <char>      The spreadsheet's field separator, or Quizlet's
                                          between term and definition (tab, comma, …).
                  --row-separator <text>  Quizlet text's separator between rows (default: a new
                                          line).
                  --reschedule            Rebuild each imported card's schedule from its answers
                                          with its deck's scheduler.
                  --json                  Print machine-readable JSON.
                  -h, --help              Show help information.

                """)
    }

    @Test func extractHelp() throws {
        #expect(
            try help(["extract"]) == """
                OVERVIEW: Read PDFs, photos, scans, text or Markdown into paragraphs with page
                          and place.

                Pages without a text layer are rendered and read with OCR. The documents are
                stored so cards can cite them. The JSON form is described in docs/extract.md.

                USAGE: cardbox extract [--password <password>] [--password-file <file>]
                       [--pages <range>] [--lang <code>] [--json] <file> ...

                ARGUMENTS:
                  <file>                  The files to read.

                OPTIONS:
                  --password <password>   The password of an encrypted PDF (visible to other
                                          users in the process list; prefer --password-file).
                  --password-file <file>  Read the PDF's password from the first line of a file
                                          ('-': standard input).
                  --pages <range>         Only these pages, such as 3-7 or 4.
                  --lang <code>           The OCR language, as a Tesseract code (default: the
                                          configured ocr-language, else eng).
                  --json                  Print machine-readable JSON.
                  -h, --help              Show help information.

                """)
    }

    @Test func studyHelp() throws {
        #expect(
            try help(["study"]) == """
                OVERVIEW: Study the cards that are due, in the terminal.

                Keys: space reveals, 1–4 rate (Again, Hard, Good, Easy), a–d choose, q quits. z
                undoes the last answer, - buries a card until tomorrow, ! (or @) suspends it, e
                edits it in $VISUAL or $EDITOR, f flags it (the tag 'flagged'). When typing
                answers, these are :z, :-, :!, :e and :f on a line of their own; the answer line
                edits like a shell's. Ctrl-Z suspends Cardbox and Ctrl-C stops it (exit 130).
                Every answer is saved at once; quitting or a crash loses nothing already
                answered.

                USAGE: cardbox study [--deck <name>] [--mode <mode>] [--category <name>]
                       [--limit <n>] [--pace <seconds>] [--shuffle] [--seed <n>] [<deck>]

                ARGUMENTS:
                  <deck>                  The deck to study (default: all decks).

                OPTIONS:
                  -d, --deck <name>       The same as the <deck> argument.
                  -m, --mode <mode>       flip, choice, type or play (default: flip).
                  -c, --category <name>   Only cards of this category.
                  -n, --limit <n>         Study at most this many cards (default: 50).
                  --pace <seconds>        Play mode: seconds per side (default: 3).
                  --shuffle               Ask the cards in a shuffled order (seeded by --seed).
                  --seed <n>              Seed for shuffling choices, to repeat a session
                                          exactly.
                  -h, --help              Show help information.

                """)
    }
}
