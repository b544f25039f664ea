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
}
