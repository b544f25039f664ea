/// The kind of a WordNet pointer, named by its symbol in the data files (`@` hypernym, `~` hyponym, …).
///
/// The constants cover the symbols of `wninput(5WN)`; any other symbol read from a file keeps its raw value.
public struct Relation: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The symbol as written in the data files, such as `@i`.
    public let rawValue: String

    /// Wraps a pointer symbol.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The symbol.
    public var description: String { rawValue }

    /// `!`: a word of opposite meaning (lexical).
    public static let antonym = Relation(rawValue: "!")
    /// `@`: a more general synset ("dog" → "canine").
    public static let hypernym = Relation(rawValue: "@")
    /// `@i`: the class an instance belongs to ("Paris" → "national capital").
    public static let instanceHypernym = Relation(rawValue: "@i")
    /// `~`: a more specific synset ("canine" → "dog").
    public static let hyponym = Relation(rawValue: "~")
    /// `~i`: an instance of the class ("national capital" → "Paris").
    public static let instanceHyponym = Relation(rawValue: "~i")
    /// `#m`: a group the synset is a member of.
    public static let memberHolonym = Relation(rawValue: "#m")
    /// `#s`: a whole the synset is a substance of.
    public static let substanceHolonym = Relation(rawValue: "#s")
    /// `#p`: a whole the synset is a part of.
    public static let partHolonym = Relation(rawValue: "#p")
    /// `%m`: a member of the synset.
    public static let memberMeronym = Relation(rawValue: "%m")
    /// `%s`: a substance of the synset.
    public static let substanceMeronym = Relation(rawValue: "%s")
    /// `%p`: a part of the synset.
    public static let partMeronym = Relation(rawValue: "%p")
    /// `&`: a similar adjective (satellite ↔ head).
    public static let similarTo = Relation(rawValue: "&")
    /// `^`: see also.
    public static let alsoSee = Relation(rawValue: "^")
    /// `+`: a derivationally related form (lexical).
    public static let derivation = Relation(rawValue: "+")
    /// `\`: the noun an adjective pertains to, or the adjective an adverb derives from (lexical).
    public static let pertainym = Relation(rawValue: "\\")
    /// `=`: an attribute noun ↔ its adjective values.
    public static let attribute = Relation(rawValue: "=")
    /// `*`: a verb entailed by this one.
    public static let entailment = Relation(rawValue: "*")
    /// `>`: a verb this one causes.
    public static let cause = Relation(rawValue: ">")
    /// `$`: a verb in the same group.
    public static let verbGroup = Relation(rawValue: "$")
    /// `<`: the verb an adjective is a participle of (lexical).
    public static let participle = Relation(rawValue: "<")
    /// `;c`: the topic domain, such as "biology".
    public static let topicDomain = Relation(rawValue: ";c")
    /// `;r`: the region domain.
    public static let regionDomain = Relation(rawValue: ";r")
    /// `;u`: the usage domain, such as "slang".
    public static let usageDomain = Relation(rawValue: ";u")
    /// `-c`: a member of this topic domain.
    public static let topicMember = Relation(rawValue: "-c")
    /// `-r`: a member of this region domain.
    public static let regionMember = Relation(rawValue: "-r")
    /// `-u`: a member of this usage domain.
    public static let usageMember = Relation(rawValue: "-u")
}
