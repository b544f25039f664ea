/// An English dictionary read from a WordNet 3.0 database, such as Debian's `wordnet-base`.
///
/// Opening maps the files and parses nothing: look-ups binary-search the sorted `index.<pos>` files and read
/// the `data.<pos>` lines they point to by byte offset, the way WordNet's own library works. Inflected forms
/// are reduced with WordNet's morphy (exception lists, then detachment rules).
///
/// A lexicon is immutable once opened (browsing results are cached behind a lock), so one instance can be
/// shared by every thread.
///
/// ```swift
/// let lexicon = try Lexicon()
/// lexicon.baseForms(of: "mice")              // ["mouse"]
/// lexicon.lookup("dog").first?.category      // "noun.animal"
/// lexicon.coordinateTerms(of: "ribosome", limit: 3)
/// ```
///
/// A record that does not parse when it is read is skipped; ``validate()`` checks every line up front.
public final class Lexicon: Sendable {
    /// Where Debian installs the database.
    public static let defaultDirectory = "/usr/share/wordnet"

    /// The folder the files were read from.
    public let directory: String
    /// `index.noun`, `data.noun`, `noun.exc`.
    private let nouns: PartFiles
    /// `index.verb`, `data.verb`, `verb.exc`.
    private let verbs: PartFiles
    /// `index.adj`, `data.adj`, `adj.exc`.
    private let adjectives: PartFiles
    /// `index.adv`, `data.adv`, `adv.exc`.
    private let adverbs: PartFiles
    /// `cntlist.rev`: how often each sense was tagged in the semantic concordances, by sense key.
    let tagCounts: LineFile?
    /// The lexicographer file names.
    let categoryNames: CategoryNames
    /// Browsing results, computed on first use.
    let cache = BrowsingCache()

    /// Opens the database in `directory`.
    ///
    /// `index.<pos>` and `data.<pos>` must exist for noun, verb, adj and adv. The exception lists
    /// (`<pos>.exc`), `cntlist.rev` and `lexnames` are optional. The first record of each file is checked so
    /// that a folder of other files fails here rather than at the first look-up.
    ///
    /// - Parameter directory: The folder holding `index.noun` and friends.
    /// - Throws: ``LexiconError/missingFile(_:)`` naming the first required file that is missing;
    ///   ``LexiconError/malformed(file:line:)`` when a file's first record does not parse.
    public init(directory: String = Lexicon.defaultDirectory) throws(LexiconError) {
        self.directory = directory
        let lexnames = LineFile.optional(path: directory + "/lexnames")
        categoryNames = try CategoryNames(file: lexnames)
        nouns = try PartFiles(.noun, in: directory, categories: categoryNames)
        verbs = try PartFiles(.verb, in: directory, categories: categoryNames)
        adjectives = try PartFiles(.adjective, in: directory, categories: categoryNames)
        adverbs = try PartFiles(.adverb, in: directory, categories: categoryNames)
        tagCounts = LineFile.optional(path: directory + "/cntlist.rev")
    }

    /// The database in ``defaultDirectory``, or `nil` when it is not installed or unreadable.
    public static func installed() -> Lexicon? {
        try? Lexicon()
    }

    /// The files of one part of speech.
    func files(_ part: PartOfSpeech) -> PartFiles {
        switch part {
        case .noun: nouns
        case .verb: verbs
        case .adjective: adjectives
        case .adverb: adverbs
        }
    }
}

/// The index, data and exception files of one part of speech.
struct PartFiles: Sendable {
    /// `index.<pos>`, sorted by lemma.
    let index: LineFile
    /// `data.<pos>`, read by byte offset.
    let data: LineFile
    /// `<pos>.exc`, sorted by inflected form, when present.
    let exceptions: LineFile?

    /// Maps the files of `part` in `directory` and checks their first records.
    init(_ part: PartOfSpeech, in directory: String, categories: CategoryNames) throws(LexiconError) {
        let suffix = part.fileSuffix
        index = try LineFile(path: directory + "/index." + suffix)
        data = try LineFile(path: directory + "/data." + suffix)
        exceptions = LineFile.optional(path: directory + "/" + suffix + ".exc")
        try checkFirstRecords(part, categories: categories)
    }

    /// Throws when the first record of a file does not parse: the sign of a file in another format.
    private func checkFirstRecords(_ part: PartOfSpeech, categories: CategoryNames) throws(LexiconError) {
        if let first = index.firstLine, index.line(at: first.offset).flatMap(IndexEntry.init)?.partOfSpeech != part {
            throw .malformed(file: index.path, line: first.number)
        }
        if let first = data.firstLine {
            let synset = data.withLine(at: first.offset) {
                Synset(record: $0, partOfSpeech: part, categories: categories)
            }
            if synset == nil { throw .malformed(file: data.path, line: first.number) }
        }
        if let exceptions, let first = exceptions.firstLine,
            exceptions.line(at: first.offset).flatMap(ExceptionEntry.init) == nil
        {
            throw .malformed(file: exceptions.path, line: first.number)
        }
    }
}
