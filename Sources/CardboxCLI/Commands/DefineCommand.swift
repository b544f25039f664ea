import CardboxLexicon
import CardboxWords

/// `cardbox define WORD [--json]`: a word's senses from the offline dictionary.
enum DefineCommand {
    /// `cardbox define`.
    static let command = Command(
        CommandSpec(
            name: "define", abstract: "Look a word up in the offline dictionary (WordNet).",
            discussion: """
                Any form finds its base form: 'mice' shows 'mouse', 'went' shows 'go'. Senses are grouped by part of
                speech, most common first, with examples, synonyms, antonyms, broader and narrower terms.
                """,
            arguments: [ArgumentSpec("word", help: "The word or phrase to look up.")],
            options: [.json]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let word = try WordInput.normalize(arguments.positional(0) ?? "")
        let lexicon = try context.requireLexicon()
        guard let definition = lexicon.define(word) else {
            throw WordError.notFound(word: word, suggestions: lexicon.suggestions(for: word, limit: 3))
        }
        if arguments.flag(.json) {
            try context.printJSON(definition)
            return
        }
        context.console.out(render(definition, console: context.console))
    }

    /// The definition as text: a heading per part of speech, then numbered senses with their relations.
    static func render(_ definition: WordDefinition, console: Console) -> String {
        var text = ""
        let head = definition.baseForms.first ?? definition.query
        let from = head.lowercased() == definition.query.lowercased() ? "" : "  (from '\(definition.query)')"
        text += console.styled(head, .bold) + from + "\n"
        for part in definition.parts {
            text += "\n" + console.styled(part.partOfSpeech.description, .cyan) + "\n"
            for (index, sense) in part.senses.enumerated() {
                let lemma = sense.lemma == head ? "" : "(\(sense.lemma)) "
                text +=
                    "  \(index + 1). \(lemma)\(sense.definition)  " + console.styled("[\(sense.categoryTitle)]", .dim)
                text += "\n"
                for example in sense.examples { text += "     “\(example)”\n" }
                for (label, words) in [
                    ("synonyms", sense.synonyms), ("antonyms", sense.antonyms), ("broader", sense.broader),
                    ("narrower", sense.narrower),
                ] where !words.isEmpty {
                    text += "     " + console.styled(label + ":", .dim) + " " + words.joined(separator: ", ") + "\n"
                }
            }
        }
        return text
    }
}
