/// Joins the lines of a paragraph, undoing hyphenation at line ends.
///
/// A line ending in a letter or digit followed by "-" is hyphenated. The hyphen is dropped ("infor-" +
/// "mation" → "information") unless one of these keeps it, checked in order:
/// 1. the word before it already contains a hyphen ("state-of-the-" + "art");
/// 2. the head is one of the prefixes non, self, co, cross, anti, multi, semi, quasi, pre, post ("non-free");
/// 3. the tail does not start with a lower-case letter (digits, proper nouns: "COVID-" + "19"), unless head
///    and tail are both upper case;
/// 4. the joined word is not in the word list but both halves are ("machine-readable").
///
/// The joined word wins when the word list knows it or it is one of the ``FunctionWords`` ("some-" + "thing",
/// "Be-" + "cause", "can-" + "not"), which dictionaries of content words leave out. With an ``EmptyWordList`` rule 4 never applies, so the
/// fallback is: join when the tail starts with a lower-case letter and the head is not one of the prefixes.
/// Lines ending in a word followed directly by "—" or "/" join without a space ("and/" + "or"); all others
/// with one.
struct LineJoiner {
    let words: any WordList

    static let keptPrefixes: Set<String> = [
        "non", "self", "co", "cross", "anti", "multi", "semi", "quasi", "pre", "post",
    ]

    /// `text` followed by the next line `line`.
    func join(_ text: String, _ line: String) -> String {
        guard let last = text.last, let next = line.first else { return text + line }
        if last == "—" || last == "/", text.dropLast().last?.isWhitespace == false { return text + line }
        guard last == "-" else { return text + " " + line }
        let beforeHyphen = text.dropLast()
        guard let previous = beforeHyphen.last, previous.isLetter || previous.isNumber else { return text + " " + line }
        guard next.isLetter else { return text + line }
        let (head, tail, chained) = Self.parts(around: beforeHyphen, line)
        return keepsHyphen(head: head, tail: tail, chained: chained) ? text + line : String(beforeHyphen) + line
    }

    /// `text` followed by the next line `line` of a text file, whose line breaks are usually the author's: with a
    /// space, or directly after a hyphen that follows a letter, dropping the hyphen only when it breaks a word
    /// (``joinsTextFileHyphen(head:tail:)``).
    func joinTextFileLine(_ text: String, _ line: String) -> String {
        guard text.hasSuffix("-"), text.dropLast().last?.isLetter == true else { return text + " " + line }
        let beforeHyphen = text.dropLast()
        let (head, tail, chained) = Self.parts(around: beforeHyphen, line)
        return !chained && joinsTextFileHyphen(head: head, tail: tail) ? beforeHyphen + line : text + line
    }

    /// The letters before a line-end hyphen and at the start of the next line, and whether the word before the
    /// hyphen already holds one ("state-of-the-").
    private static func parts(around beforeHyphen: Substring, _ line: String) -> (String, String, Bool) {
        let head = String(beforeHyphen.reversed().prefix { $0.isLetter }.reversed())
        let chained = beforeHyphen.dropLast(head.count).last == "-"
        return (head, String(line.prefix { $0.isLetter }), chained)
    }

    /// Whether a hyphen that ends a line of a text file between `head` and `tail` only breaks a word.
    ///
    /// It does when the joined word is known ("graphi-" + "cal", as `nroff` hyphenates) and the tail starts in
    /// lower case. A text file's line breaks are usually the author's, so an unknown join keeps its hyphen
    /// ("well-" + "known").
    func joinsTextFileHyphen(head: String, tail: String) -> Bool {
        guard !head.isEmpty, tail.first?.isLowercase == true, !Self.keptPrefixes.contains(head.lowercased()) else {
            return false
        }
        let joined = head.lowercased() + tail
        return FunctionWords.all.contains(joined) || words.contains(joined)
    }

    /// Whether the hyphen between `head` and `tail` is part of the word.
    func keepsHyphen(head: String, tail: String, chained: Bool = false) -> Bool {
        if chained || head.isEmpty || tail.isEmpty { return true }
        let lowerHead = head.lowercased()
        let lowerTail = tail.lowercased()
        if Self.keptPrefixes.contains(lowerHead) { return true }
        let bothUpper = head == head.uppercased() && tail == tail.uppercased()
        if tail.first?.isLowercase != true, !bothUpper { return true }
        let joined = lowerHead + lowerTail
        if FunctionWords.all.contains(joined) || words.contains(joined) { return false }
        return words.contains(lowerHead) && words.contains(lowerTail)
    }
}
