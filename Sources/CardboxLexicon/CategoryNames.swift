/// The names of WordNet's 45 lexicographer files, the categories synsets are filed under.
///
/// A data line stores the file's number (`lex_filenum`, such as 05); the name (`noun.animal`) comes from the
/// database's `lexnames` file when it has one and from the list in `lexnames(5WN)` otherwise (Debian's
/// `wordnet-base` ships no `lexnames`).
struct CategoryNames: Sendable {
    /// The names of `lexnames(5WN)`, indexed by file number.
    static let builtIn = [
        "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact",
        "noun.attribute", "noun.body", "noun.cognition", "noun.communication", "noun.event", "noun.feeling",
        "noun.food", "noun.group", "noun.location", "noun.motive", "noun.object", "noun.person",
        "noun.phenomenon", "noun.plant", "noun.possession", "noun.process", "noun.quantity", "noun.relation",
        "noun.shape", "noun.state", "noun.substance", "noun.time", "verb.body", "verb.change", "verb.cognition",
        "verb.communication", "verb.competition", "verb.consumption", "verb.contact", "verb.creation",
        "verb.emotion", "verb.motion", "verb.perception", "verb.possession", "verb.social", "verb.stative",
        "verb.weather", "adj.ppl",
    ]

    /// The names by file number.
    private let names: [Int: String]

    /// The built-in names.
    init() {
        self.init(names: Dictionary(uniqueKeysWithValues: Self.builtIn.enumerated().map { ($0.offset, $0.element) }))
    }

    /// Wraps names by file number.
    private init(names: [Int: String]) {
        self.names = names
    }

    /// The names in a `lexnames` file (lines `number name pos`), or the built-in ones without a file.
    ///
    /// - Throws: ``LexiconError/malformed(file:line:)`` for a line that is not `number name pos`.
    init(file: LineFile?) throws(LexiconError) {
        guard let file else {
            self.init()
            return
        }
        var names: [Int: String] = [:]
        var lineNumber = file.headerLines
        var malformedLine: Int?
        file.forEachLine { _, bytes in
            lineNumber += 1
            let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
            guard fields.count >= 2, let number = Int(fields[0]) else {
                malformedLine = lineNumber
                return false
            }
            names[number] = String(fields[1])
            return true
        }
        if let malformedLine { throw .malformed(file: file.path, line: malformedLine) }
        self.init(names: names)
    }

    /// The name of file `number`, or `nil` when there is none.
    func name(of number: Int) -> String? {
        names[number]
    }

    /// The number of the file called `name`, or `nil` when there is none.
    func number(of name: String) -> Int? {
        names.first { $0.value == name }?.key
    }
}
