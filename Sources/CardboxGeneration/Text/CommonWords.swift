/// English word lists: function words, and everyday words too common to make a good key term.
///
/// The everyday list is the background against which a document's terms stand out: a word on it is never
/// blanked on its own, though it may start a two-word term the document repeats ("natural selection").
enum CommonWords {
    /// Whether `word` (lower case) is a function word.
    static func isStopword(_ word: String) -> Bool { stopwords.contains(word) }

    /// Whether `word` (lower case) is a function word or an everyday word.
    static func isCommon(_ word: String) -> Bool { stopwords.contains(word) || everyday.contains(word) }

    /// Words that start a post-modifier, ending the core of a noun phrase ("a layer *that* surrounds…").
    static let postModifiers: Set<String> = [
        "that", "which", "who", "whom", "whose", "where", "when", "of", "in", "on", "for", "with", "to", "by",
        "from", "at", "as", "into", "through", "during", "between", "within", "without", "used", "because",
        "than", "made", "consisting", "called", "known", "found", "like", "such", "including", "and", "or",
    ]

    /// Forms of "be", "have" and "do" and the modal verbs.
    static let auxiliaries: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "does", "do", "did", "can", "could",
        "will", "would", "may", "might", "must", "shall", "should",
    ]

    /// Prepositions of the function-word list, which open a phrase inside a clause ("the position *of* the …").
    static let functionPrepositions: Set<String> = [
        "of", "in", "on", "at", "by", "for", "with", "from", "to", "into", "about", "between", "through", "over",
        "under", "after", "before", "during", "than", "like",
    ]

    /// Nouns that, heading a phrase, name no thing of their own ("portable way", "notorious example", "rare
    /// circumstances").
    static let emptyHeads: Set<String> = [
        "way", "ways", "example", "examples", "thing", "things", "stuff", "manner", "instance", "instances",
        "circumstance", "circumstances", "matter", "matters", "fact", "facts", "idea", "ideas",
    ]

    /// Prepositions the function-word list leaves out, since they also serve as adverbs ("inside", "beyond"); a
    /// phrase that ends on one is cut off ("element inside").
    static let prepositions: Set<String> = [
        "inside", "outside", "within", "without", "beyond", "beneath", "underneath", "toward", "towards", "onto",
        "upon", "throughout", "despite", "via", "per", "amid", "among", "across", "along", "around", "behind",
        "below", "beside", "besides", "near", "past", "unlike", "versus",
    ]

    /// Whether `word` (lower case) is a preposition, of the function-word list or not.
    static func isPreposition(_ word: String) -> Bool {
        functionPrepositions.contains(word) || prepositions.contains(word)
    }

    /// Whether `word` (lower case) cannot end a noun phrase: a function word or a preposition.
    static func cannotEndAPhrase(_ word: String) -> Bool { isStopword(word) || prepositions.contains(word) }

    /// Words that point back to an earlier sentence (a card built on them lacks context).
    static let pronouns: Set<String> = [
        "it", "its", "this", "that", "these", "those", "they", "them", "their", "he", "she", "his", "her", "we",
        "our", "you", "your", "i", "such", "there", "here", "one", "another", "other", "others", "which", "what",
        "who", "why", "how",
    ]

    /// Quantifiers, which make a subject a statement about some members rather than a term ("Many rocks …").
    static let quantifiers: Set<String> = [
        "each", "both", "either", "neither", "some", "many", "most", "all", "few", "several", "every", "any", "no",
    ]

    /// Nouns too vague to be the subject of a definition ("The result is a …").
    static let vagueNouns: Set<String> = [
        "result", "results", "reason", "reasons", "problem", "problems", "answer", "point", "idea", "goal", "aim",
        "difference", "advantage", "disadvantage", "example", "effect", "outcome", "thing", "things", "way",
        "fact", "question", "case", "rest", "same", "first", "second", "third", "last", "next", "latter",
        "former", "main", "key", "best", "worst", "purpose", "consequence", "solution", "issue", "part", "method",
        "examples", "instance", "instances", "stuff",
    ]

    /// Adjectives that place, count, rank or judge a thing rather than say what kind it is ("the *existing*
    /// databases", "a *mandatory first* argument", "the *highest* weight"): a phrase of such words and a noun is a
    /// description, not a term.
    static let describingModifiers: Set<String> = [
        "existing", "previous", "preceding", "following", "next", "last", "current", "present", "former", "latter",
        "new", "old", "newer", "older", "newest", "oldest", "other", "another", "same", "different", "similar",
        "various", "several", "many", "multiple", "numerous", "few", "more", "most", "less", "least", "additional",
        "extra", "further", "certain", "particular", "specific", "given", "general", "common", "usual", "typical",
        "standard", "normal", "simple", "whole", "entire", "full", "complete", "partial", "single", "main",
        "major", "minor", "important", "possible", "appropriate", "suitable", "accurate", "correct", "proper",
        "mandatory", "required", "necessary", "optional", "useful", "good", "better", "best", "bad", "worse",
        "worst", "big", "bigger", "biggest", "large", "larger", "largest", "small", "smaller", "smallest", "high",
        "higher", "highest", "low", "lower", "lowest", "long", "longer", "longest", "short", "shorter", "shortest",
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "own",
        "real", "actual", "true", "right", "wrong", "easy", "hard", "difficult", "quick", "fast", "slow",
        "well-known", "known", "original", "modified", "predefined", "traditional", "conventional", "repeated",
        "miscellaneous", "novel", "efficient", "generic", "special", "arbitrary", "initial", "final", "corresponding",
        "respective", "relevant", "above", "aforementioned", "overall", "detailed", "brief", "considerable",
        "significant", "slight", "reasonable", "obvious", "interesting", "famous", "popular", "recent", "modern",
        "specified", "selected", "chosen", "indicated", "requested", "desired", "mentioned", "said", "little",
        "much", "precise", "exact", "careful", "confused", "confusing",
    ]

    /// Whether the words before the last (lower case) all place the thing it names among others of its kind, or
    /// pick it out of them, rather than say what kind it is ("first file", "corresponding original", "a given
    /// event").
    static func onlyPlaces(_ words: [String]) -> Bool {
        words.count >= 2 && words.dropLast().allSatisfy { placingModifiers.contains($0) }
    }

    /// Whether `word` (lower case) only places a thing among others of its kind or picks it out of them.
    static func placesOrPicks(_ word: String) -> Bool { placingModifiers.contains(word) }

    /// Modifiers that place a thing among others of its kind, or pick it out of them ("a given event").
    private static let placingModifiers: Set<String> = [
        "first", "second", "third", "last", "next", "previous", "preceding", "following", "former", "latter", "same",
        "other", "another", "original", "corresponding", "respective", "above", "particular", "given", "certain",
        "various", "specified", "single",
    ]

    /// Fixed phrases of a preposition and a word that together say how or when ("by default", "in particular"): a
    /// gap opening with the second word cuts the phrase.
    static let fixedPhrases: Set<String> = [
        "by default", "in general", "in particular", "at least", "at most", "for example", "for instance",
        "in addition", "in fact", "of course", "in practice", "in turn", "on average", "in contrast", "as well",
        "in short", "at first", "at last", "by hand", "in order", "in case", "at once",
    ]

    /// Months and weekdays (capitalised, yet not names of concepts).
    static let calendarWords: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// Function words.
    private static let stopwords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "if", "then", "else", "than", "as", "of", "in",
        "on", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during", "before",
        "after", "above", "below", "to", "from", "up", "down", "out", "off", "over", "under", "again", "further",
        "once", "here", "there", "when", "where", "why", "how", "all", "any", "both", "each", "few", "more",
        "most", "other", "some", "such", "no", "not", "only", "own", "same", "too", "very", "can", "will",
        "just", "should", "now", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had",
        "having", "do", "does", "did", "doing", "would", "could", "might", "must", "shall", "may", "i", "me",
        "my", "we", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it", "its",
        "they", "them", "their", "theirs", "what", "which", "who", "whom", "whose", "this", "that", "these",
        "those", "am", "because", "until", "while", "also", "per", "via", "upon", "onto", "within", "without",
        "along", "among", "around", "across", "behind", "beyond", "despite", "towards", "toward",
        "unlike", "whether", "although", "though", "since", "unless", "whereas", "whilst", "therefore", "thus",
        "hence", "however", "moreover", "furthermore", "indeed", "itself", "themselves", "himself", "herself",
        "ourselves", "yourself", "yourselves", "myself", "s", "t", "etc", "eg", "ie", "vs", "cannot", "please",
        "either", "neither", "every", "worth", "whenever", "wherever", "whereby",
    ]

    /// Everyday verbs, adjectives, adverbs, nouns and number words.
    private static let everyday = everydayWords.union(numberWords)

    /// Everyday verbs, adjectives, adverbs and nouns.
    private static let everydayWords: Set<String> = [
        // Indefinite pronouns and verbs of editing, which open or fill sentences of any subject.
        "anybody", "anyone", "everybody", "everyone", "somebody", "someone", "nobody", "anything", "everything",
        "something", "nothing", "modify", "modifies", "modified", "redistribute", "redistributes",
        // Words that may follow a noun phrase and end no term ("the base package alone", "the worker exited due to").
        "alone", "apart", "aside", "anyway", "afterwards", "altogether", "elsewhere", "otherwise", "nevertheless",
        "meanwhile", "due",
        // Verbs.
        "make", "makes", "made", "take", "takes", "took", "taken", "give", "gives", "gave", "given", "get", "gets",
        "got", "go", "goes", "went", "gone", "come", "comes", "came", "see", "sees", "saw", "seen", "know",
        "knows", "knew", "known", "think", "thinks", "thought", "say", "says", "said", "tell", "tells", "told",
        "find", "finds", "found", "use", "uses", "used", "using", "work", "works", "worked", "call", "calls",
        "look", "looks", "looked", "called", "try", "tries", "tried", "need", "needs", "needed", "feel", "feels",
        "felt", "become",
        "becomes", "became", "leave", "leaves", "left", "put", "puts", "mean", "means", "meant", "keep", "keeps",
        "kept", "let", "lets", "begin", "begins", "began", "begun", "seem", "seems", "seemed", "help", "helps",
        "helped", "show", "shows", "showed", "shown", "hear", "hears", "heard", "play", "plays", "run", "runs",
        "ran", "move", "moves", "moved", "live", "lives", "lived", "believe", "bring", "brings", "brought",
        "happen", "happens", "happened", "write", "writes", "wrote", "written", "provide", "provides",
        "provided", "sit", "stand", "stands", "stood", "lose", "loses", "lost", "pay", "meet", "include",
        "includes", "included", "including", "continue", "continues", "continued", "set", "sets", "learn",
        "change", "changes", "changed", "lead", "leads", "led", "understand", "watch", "follow", "follows",
        "followed", "following", "stop", "create", "creates", "created", "speak", "read", "allow", "allows",
        "allowed", "add", "adds", "added", "spend", "grow", "grows", "grew", "grown", "open", "opens", "opened",
        "walk", "win", "offer", "offers", "remember", "consider", "considered", "appear", "appears", "appeared",
        "buy", "wait", "serve", "serves", "die", "send", "expect", "build", "builds", "built", "stay", "fall",
        "falls", "fell", "cut", "reach", "reaches", "reached", "remain", "remains", "remained", "suggest",
        "raise", "pass", "passes", "passed", "sell", "require", "requires", "required", "report", "decide",
        "pull", "produce", "produces", "produced", "contain", "contains", "contained", "form", "forms",
        "formed", "occur", "occurs", "occurred", "describe", "describes", "described", "refer", "refers",
        "referred", "define", "defines", "defined", "involve", "involves", "involved", "depend", "depends",
        "increase", "increases", "increased", "reduce", "reduces", "reduced", "cause", "causes", "caused",
        "carry", "carries", "carried", "hold", "holds", "held", "turn", "turns", "turned", "act", "acts", "based",
        "related", "able", "tend", "tends", "break", "breaks", "broke", "store",
        "stores", "stored", "release", "releases", "released", "control", "controls", "controlled", "connect",
        "connects", "connected", "protect", "protects", "protected", "measure", "measures", "measured",
        // Adjectives and adverbs.
        "good", "new", "first", "last", "long", "great", "little", "own", "old", "right", "big", "high",
        "different", "small", "large", "next", "early", "young", "important", "few", "public", "bad", "same",
        "late", "hard", "major", "better", "best", "low", "lower", "higher", "larger", "smaller",
        "general", "specific", "certain", "free", "full", "special", "easy", "clear", "recent", "strong",
        "possible", "whole", "real", "main", "true", "simple", "common", "similar", "various", "particular", "single",
        "several", "many", "much", "often", "usually", "always", "never", "sometimes",
        "still", "even", "well", "back", "away", "together", "already", "almost", "about", "around", "less",
        "least", "rather", "quite", "really", "perhaps", "especially", "mostly", "generally", "typically",
        "nearly", "roughly", "approximately", "instead", "later", "soon", "second", "third", "half",
        "necessary", "available", "likely", "usual", "entire", "total", "basic", "key", "actual", "minor", "short",
        "wide", "deep", "fast", "slow", "natural", "human", "every",
        "further", "direct", "directly", "such", "more", "example", "instance",
        // Nouns.
        "time", "times", "year", "years", "people", "way", "ways", "day", "days", "man", "men", "thing",
        "things", "woman", "women", "life", "child", "children", "world", "part", "parts", "place", "places",
        "case", "cases", "week", "weeks", "point", "points", "number", "numbers", "group", "groups", "problem",
        "fact", "facts", "hand", "hands", "area", "areas", "kind", "kinds", "type", "types", "side", "sides", "end",
        "ends", "result", "results", "examples", "amount", "amounts", "level",
        "levels", "order", "reason", "reasons", "line", "lines", "idea", "ideas", "system", "systems",
        "process", "processes", "term", "terms", "word", "words", "name", "names", "question",
        "questions", "answer", "state", "states", "sort", "lot", "lots", "range", "rate", "rates", "role",
        "roles", "step", "steps", "stage", "stages", "feature", "features", "effect",
        "effects", "purpose", "piece", "pieces", "member", "members", "section", "chapter", "page", "text",
        "figure", "table", "list", "item", "items", "value", "values", "method", "methods", "most",
        "something", "anything", "everything", "nothing", "someone", "anyone", "everyone", "nobody", "hundred",
        "thousand", "million", "billion", "percent", "cent", "month", "months", "hour", "hours", "minute",
        "minutes", "moment", "period", "periods", "century", "centuries", "decade", "decades", "unit", "units",
        "share", "shares", "bit", "couple", "matter", "version", "versions", "copy", "copies",
        // The text's words for itself, its parts and the people around it ("the main language of the paper").
        "paper", "papers", "document", "documents", "article", "articles", "book", "books", "sections",
        "chapters", "pages", "figures", "tables", "author", "authors", "reader", "readers", "writer", "writers",
    ]

    /// Number words ("two", "dozens"), which count things rather than name them.
    static let numberWords: Set<String> = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "dozen", "dozens",
        "hundreds", "thousands", "millions", "billions", "trillion", "trillions",
    ]
}
