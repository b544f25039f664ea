/// What a capitalised name names, as its words show without a dictionary.
///
/// A person ("Brian Ripley", "M. P. Wand", "John M. Chambers"), an organisation ("Actual Technologies", "University
/// of Adelaide", "R Core Team"), or something the words do not tell.
///
/// A person's wrong answers are other people, and an organisation or a thing takes no person: "UC Berkeley" is no
/// wrong answer for "Brian Ripley", nor "Duncan Temple Lang" for "Microsoft SQL Server".
enum NameKind: Equatable {
    /// A person.
    case person
    /// A company, a university, a team, a society.
    case organisation
    /// A product, a format or a place written as no person's name is: with a word in capitals, a capital inside a
    /// word or a digit ("Microsoft SQL Server", "Visual FoxPro", "UC Berkeley").
    case thing
    /// A name whose words do not tell, which may be a person's ("Napoleon Bonaparte", "Windows").
    case unknown

    /// The kind of `name`.
    init(of name: String) {
        let words = name.split(separator: " ")
        guard words.allSatisfy({ $0.first?.isUppercase == true }) else {
            self = .unknown
            return
        }
        let lower = words.map { $0.lowercased() }
        if words.count >= 2, lower.contains(where: Self.organisationWords.contains) {
            self = .organisation
        } else if words.count >= 2,
            Self.givenNames.contains(lower[0]) || words.dropLast().contains(where: Self.isInitial)
        {
            self = .person
        } else if words.contains(where: Self.isWrittenAsNoPersonIs) {
            self = .thing
        } else {
            self = .unknown
        }
    }

    /// Whether `candidate` is a wrong answer of another kind than a name of this kind: a person takes only
    /// people, an organisation or a thing no person, and a name that may be a person's anything.
    func excludes(_ candidate: String) -> Bool {
        let other = NameKind(of: candidate)
        switch self {
        case .person: return other != .person
        case .organisation, .thing: return other == .person
        case .unknown: return false
        }
    }

    /// Whether `word` is written as no part of a person's name is: two capitals or more, a capital after a small
    /// letter, or a digit ("SQL", "FoxPro", "S-PLUS", "R2").
    private static func isWrittenAsNoPersonIs(_ word: Substring) -> Bool {
        if word.contains(where: \.isNumber) { return true }
        if word.count(where: \.isUppercase) >= 2 { return true }
        return zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// Whether `word` is a person's initial with its full stop ("M."); a capital alone names a language or a
    /// journal as often ("R Journal", "C API").
    private static func isInitial(_ word: Substring) -> Bool {
        word.count == 2 && word.hasSuffix(".") && word.first?.isUppercase == true
    }

    /// Words that name organisations, in lower case.
    private static let organisationWords: Set<String> = [
        "inc", "inc.", "ltd", "ltd.", "llc", "gmbh", "corporation", "corp", "corp.", "company", "university",
        "institute", "foundation", "team", "group", "project", "consortium", "society", "association", "laboratories",
        "laboratory", "labs", "technologies", "college", "council", "committee", "agency", "organization",
        "organisation", "ministry", "department", "school", "academy", "bank", "union", "party", "federation",
    ]

    /// Common given names, in lower case: the first word of a person's name.
    private static let givenNames: Set<String> = [
        "aaron", "adam", "adrian", "alan", "albert", "alex", "alexander", "alfred", "alice", "allan", "allen", "amanda",
        "amy", "andrea", "andreas", "andrew", "angela", "ann", "anna", "anne", "anthony", "antonio", "arthur",
        "barbara",
        "ben", "benjamin", "bernard", "bill", "bob", "brian", "bruce", "carl", "carlos", "carol", "caroline",
        "catherine",
        "charles", "charlotte", "chris", "christian", "christina", "christine", "christopher", "claire", "claude",
        "daniel", "david", "deborah", "dennis", "diana", "donald", "doug", "douglas", "duncan", "edward", "elizabeth",
        "emily", "emma", "eric", "erik", "eva", "frank", "fred", "frederick", "gary", "george", "gerald", "gordon",
        "grace", "greg", "gregory", "hans", "harold", "harry", "helen", "henry", "hugh", "ian", "isaac", "jack",
        "jacob",
        "james", "jan", "jane", "janet", "jean", "jeff", "jennifer", "jessica", "jim", "joan", "joe", "johannes",
        "john",
        "jonathan", "jose", "joseph", "juan", "julia", "julie", "karen", "karl", "kate", "katherine", "keith",
        "kenneth",
        "kevin", "kurt", "larry", "laura", "lawrence", "leo", "linda", "lisa", "louis", "lucy", "luis", "margaret",
        "maria", "marie", "mark", "martin", "mary", "matthew", "michael", "michel", "michelle", "mike", "nancy",
        "nicholas", "nick", "oliver", "patricia", "patrick", "paul", "peter", "philip", "pierre", "rachel", "ralph",
        "richard", "rick", "robert", "roger", "ross", "ruth", "sam", "samuel", "sarah", "scott", "simon", "sophie",
        "stefan", "stephen", "steve", "steven", "susan", "thomas", "tim", "timothy", "tom", "tony", "trevor",
        "victor", "walter", "william", "wolfgang",
    ]
}
