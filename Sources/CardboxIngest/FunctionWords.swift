/// Function words that are written as one word but look like two ("some" + "thing", "can" + "not").
///
/// Dictionaries of content words such as WordNet leave out pronouns, conjunctions and prepositions, so a
/// line-end hyphen in "some-" + "thing" or "Be-" + "cause" would otherwise be kept because both halves are
/// words and the join is not. ``LineJoiner`` treats these words as known whatever the word list says.
enum FunctionWords {
    /// The words, lower case.
    static let all: Set<String> = [
        "something", "somebody", "someone", "somewhere", "somehow", "sometimes", "somewhat", "anything", "anyone",
        "anybody", "anywhere", "anyway", "anyhow", "everything", "everyone", "everybody", "everywhere", "nothing",
        "nobody", "nowhere", "because", "cannot", "without", "within", "however", "therefore", "whatever",
        "whenever", "wherever", "whoever", "whichever", "although", "into", "onto", "upon", "throughout",
        "moreover", "furthermore", "nevertheless", "nonetheless", "meanwhile", "otherwise", "whereas", "whereby",
        "thereby", "hereby", "therein", "herein", "thereafter", "thereof", "whereof", "himself", "herself",
        "itself", "themselves", "yourself", "yourselves", "ourselves", "myself", "oneself", "beneath", "beside",
        "besides", "between", "beyond", "toward", "towards", "underneath", "alongside", "afterwards", "before",
        "behind", "below", "above", "across", "against", "among", "amongst", "around", "until", "unless",
        "whether", "whatsoever", "inasmuch", "insofar", "notwithstanding", "altogether", "already", "also",
        "always", "another", "anymore", "together", "whom", "whose", "whereupon", "hence", "thus",
    ]

    /// The short closed-class words a dictionary of content words also leaves out: articles, pronouns,
    /// determiners, prepositions, conjunctions, auxiliaries and interjections.
    static let closedClass: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "if", "then", "than", "as", "of", "in", "on", "at",
        "by", "for", "with", "about", "after", "to", "from", "up", "down", "out", "off", "over", "under", "here",
        "there", "when", "where", "why", "how", "all", "any", "both", "each", "more", "most", "some", "such", "no",
        "not", "can", "will", "should", "would", "could", "might", "must", "shall", "may", "is", "are", "was",
        "were", "be", "been", "being", "have", "has", "had", "do", "does", "did", "i", "me", "my", "mine", "we",
        "us", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it", "its", "they",
        "them", "their", "theirs", "what", "which", "who", "this", "that", "these", "those", "since", "while",
        "whilst", "though", "via", "per", "onto", "unto", "amid", "amidst", "despite", "unlike", "like", "every",
        "either", "neither", "whichever", "yeah", "okay", "hello", "hey", "oh", "ah", "hmm", "wow", "yes",
    ]

    /// Whether `word` (lower case) is a function word of either list.
    static func contains(_ word: String) -> Bool { all.contains(word) || closedClass.contains(word) }
}
